import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError } from '../errors';
import { sendDatabaseUnavailable } from './database-unavailable';

const GENERIC_5XX = 'Algo deu errado do nosso lado. Tente novamente em alguns instantes.';

/** pt-BR text for the first validation issue. */
function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = error.validation[0]?.message;
    if (message) return message;
  }
  return 'Dados inválidos. Verifique os campos e tente novamente.';
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    if (error.statusCode >= 500) request.log.error({ err: error, code: error.code }, 'domain error');
    else request.log.info({ code: error.code, statusCode: error.statusCode }, 'request refused');
    return reply.status(error.statusCode).send({ code: error.code, message: error.message });
  }
  const databaseFailure = request.server.databaseAvailability.recordFailure(error);
  if (databaseFailure) {
    // The outage is logged once, where it starts and ends (db/availability.ts): a stack per request would bury
    // it. The error itself is not logged: drizzle's message quotes the query with its parameters.
    if (databaseFailure.kind === 'timeout') {
      request.log.warn({ code: databaseFailure.code }, 'database timed out');
    } else {
      request.log.debug({ code: databaseFailure.code }, 'database unavailable');
    }
    return sendDatabaseUnavailable(reply);
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    request.log.info({ code: 'validation' }, 'invalid input');
    return reply.status(400).send({ code: 'validation', message: validationMessage(error) });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return reply.status(500).send({ code: 'internal', message: GENERIC_5XX });
  }
  if (error.statusCode === 429) {
    return reply
      .status(429)
      .send({ code: 'too_many_requests', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ code: error.code, statusCode: error.statusCode }, 'client error');
    const message =
      error.statusCode === 413
        ? 'O conteúdo enviado é grande demais.'
        : error.statusCode === 415
          ? 'Formato de conteúdo não suportado.'
          : 'Requisição inválida.';
    return reply.status(error.statusCode).send({ code: error.code ?? 'bad_request', message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ code: 'internal', message: GENERIC_5XX });
}
