/**
 * Typed domain errors. Services throw them; the one error handler in app.ts maps them to a status code and a
 * pt-BR message. Their `message` is what a person reads, so it is always Portuguese and never carries ids.
 */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  abstract readonly code: string;
}

export class BadRequestError extends DomainError {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly code = 'bad_request',
  ) {
    super(message);
  }
}

export class UnauthorizedError extends DomainError {
  readonly statusCode = 401;
  readonly code = 'unauthorized';
  constructor(message = 'Faça login para continuar.') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly statusCode = 403;
  constructor(
    message = 'Você não tem permissão para fazer isso.',
    readonly code = 'forbidden',
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly statusCode = 404;
  readonly code = 'not_found';
  constructor(message = 'Não encontrado.') {
    super(message);
  }
}

export class ConflictError extends DomainError {
  readonly statusCode = 409;
  constructor(
    message: string,
    readonly code = 'conflict',
  ) {
    super(message);
  }
}

export class TooManyRequestsError extends DomainError {
  readonly statusCode = 429;
  readonly code = 'too_many_requests';
  constructor(message = 'Muitas tentativas. Aguarde um pouco e tente novamente.') {
    super(message);
  }
}

/** A third party (payment provider, mail server, LLM) failed; the person is told to try again. */
export class UpstreamError extends DomainError {
  readonly statusCode = 502;
  readonly code = 'upstream_failed';
  constructor(message = 'Um serviço externo não respondeu. Tente novamente em alguns instantes.') {
    super(message);
  }
}
