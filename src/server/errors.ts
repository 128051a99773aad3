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

/**
 * The base of one status's errors: the code the client tells cases apart by, which a service may name more
 * precisely, and the message a person reads, which a status without a usual one asks every caller to write.
 */
function errorOfStatus(statusCode: number, code: string): new (message: string, code?: string) => DomainError;
function errorOfStatus(
  statusCode: number,
  code: string,
  defaultMessage: string,
): new (message?: string, code?: string) => DomainError;
function errorOfStatus(statusCode: number, defaultCode: string, defaultMessage?: string) {
  return class extends DomainError {
    constructor(message = defaultMessage, code = defaultCode) {
      super(statusCode, code, message ?? '');
    }
  };
}

export class BadRequestError extends errorOfStatus(400, 'bad_request') {}

export class UnauthorizedError extends errorOfStatus(401, 'unauthorized', 'Faça login para continuar.') {}

export class ForbiddenError extends errorOfStatus(
  403,
  'forbidden',
  'Você não tem permissão para fazer isso.',
) {}

export class NotFoundError extends errorOfStatus(404, 'not_found', 'Não encontrado.') {}

export class ConflictError extends errorOfStatus(409, 'conflict') {}

export class TooManyRequestsError extends errorOfStatus(
  429,
  'too_many_requests',
  'Muitas tentativas. Aguarde um pouco e tente novamente.',
) {}

/** A third party (payment provider, mail server, LLM) failed; the person is told to try again. */
export class UpstreamError extends errorOfStatus(
  502,
  'upstream_failed',
  'Um serviço externo não respondeu. Tente novamente em alguns instantes.',
) {}
