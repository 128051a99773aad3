import { describe, expect, it } from 'vitest';
import {
  BadRequestError,
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  UpstreamError,
} from './errors';

describe('domain errors', () => {
  it('carry their status, code and default pt-BR message', () => {
    const cases: Array<[DomainError, number, string, string]> = [
      [new UnauthorizedError(), 401, 'unauthorized', 'Faça login para continuar.'],
      [new ForbiddenError(), 403, 'forbidden', 'Você não tem permissão para fazer isso.'],
      [new NotFoundError(), 404, 'not_found', 'Não encontrado.'],
      [
        new TooManyRequestsError(),
        429,
        'too_many_requests',
        'Muitas tentativas. Aguarde um pouco e tente novamente.',
      ],
      [
        new UpstreamError(),
        502,
        'upstream_failed',
        'Um serviço externo não respondeu. Tente novamente em alguns instantes.',
      ],
      [new BadRequestError('CPF inválido.'), 400, 'bad_request', 'CPF inválido.'],
      [new ConflictError('Horário ocupado.'), 409, 'conflict', 'Horário ocupado.'],
    ];
    for (const [error, statusCode, code, message] of cases) {
      expect({ statusCode: error.statusCode, code: error.code, message: error.message }).toEqual({
        statusCode,
        code,
        message,
      });
    }
  });

  it('take a more precise code and message from the service', () => {
    const error = new ForbiddenError('Só o psicólogo da consulta.', 'not_your_appointment');
    expect(error.code).toBe('not_your_appointment');
    expect(error.message).toBe('Só o psicólogo da consulta.');
    expect(new ConflictError('Já pago.', 'already_paid').code).toBe('already_paid');
  });

  it('are told apart by class, and the logs name the class', () => {
    const error = new NotFoundError();
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ConflictError);
    expect(error.constructor.name).toBe('NotFoundError');
    expect(new UpstreamError().constructor.name).toBe('UpstreamError');
  });
});
