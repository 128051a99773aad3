/**
 * Typed domain errors. Services throw them; the one error handler in app.ts maps them to a status code and a
 * pt-BR message. Their `message` is what a person reads, so it is always Portuguese and never carries ids.
 */
export abstract class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, code = 'bad_request') {
    super(400, code, message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Faça login para continuar.') {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Você não tem permissão para fazer isso.', code = 'forbidden') {
    super(403, code, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Não encontrado.') {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message = 'Muitas tentativas. Aguarde um pouco e tente novamente.') {
    super(429, 'too_many_requests', message);
  }
}

/** A third party (payment provider, mail server, LLM) failed; the person is told to try again. */
export class UpstreamError extends DomainError {
  constructor(message = 'Um serviço externo não respondeu. Tente novamente em alguns instantes.') {
    super(502, 'upstream_failed', message);
  }
}
