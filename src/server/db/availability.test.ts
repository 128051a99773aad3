import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { createDatabaseAvailability, databaseFailureOf } from './availability';

function pgError(code: string, severity = 'ERROR') {
  return Object.assign(new Error('server message'), { code, severity });
}

describe('databaseFailureOf', () => {
  it.each([
    ['57P01 admin shutdown', pgError('57P01', 'FATAL'), 'unavailable', '57P01'],
    ['57P03 cannot connect now', pgError('57P03', 'FATAL'), 'unavailable', '57P03'],
    ['08006 connection failure', pgError('08006'), 'unavailable', '08006'],
    [
      'a FATAL of another class (database closed to connections)',
      pgError('55000', 'FATAL'),
      'unavailable',
      '55000',
    ],
    [
      'a refused connection',
      Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
      'unavailable',
      'ECONNREFUSED',
    ],
    [
      'a connection ended under a query',
      new Error('Connection terminated unexpectedly'),
      'unavailable',
      'connection_terminated',
    ],
    [
      'a connect timeout',
      new Error('Connection terminated due to connection timeout'),
      'unavailable',
      'connect_timeout',
    ],
    ['57014 statement timeout', pgError('57014'), 'timeout', '57014'],
    ['a full pool', new Error('timeout exceeded when trying to connect'), 'timeout', 'pool_timeout'],
  ] as const)('classifies %s', (_, error, kind, code) => {
    expect(databaseFailureOf(error)).toEqual({ kind, code });
  });

  it('finds the driver error inside drizzle and better-auth wrappers, and inside an AggregateError', () => {
    const wrapped = new DrizzleQueryError('select 1', ['secret-token'], pgError('57P01', 'FATAL') as Error);
    expect(databaseFailureOf(wrapped)).toEqual({ kind: 'unavailable', code: '57P01' });
    expect(databaseFailureOf(new Error('FAILED_TO_GET_SESSION', { cause: wrapped }))?.code).toBe('57P01');
    const refused = Object.assign(new Error('connect'), { code: 'ECONNREFUSED' });
    expect(databaseFailureOf(new AggregateError([refused]))?.code).toBe('ECONNREFUSED');
  });

  it('leaves other errors alone: a unique violation, a bug, a non-error', () => {
    expect(databaseFailureOf(pgError('23505'))).toBeNull();
    expect(databaseFailureOf(new TypeError('x is undefined'))).toBeNull();
    expect(databaseFailureOf('text')).toBeNull();
    expect(databaseFailureOf(null)).toBeNull();
  });
});

describe('createDatabaseAvailability', () => {
  it('logs once when the database goes away and once when it comes back, with the code', () => {
    const lines: Array<[string, object, string]> = [];
    let now = 1_000;
    const availability = createDatabaseAvailability(() => now);
    availability.useLogger({
      info: (object, message) => lines.push(['info', object, message]),
      warn: (object, message) => lines.push(['warn', object, message]),
    });
    availability.recordSuccess();
    expect(availability.recordFailure(pgError('57014'))?.kind).toBe('timeout');
    expect(availability.available).toBe(true);
    for (let i = 0; i < 20; i += 1) availability.recordFailure(pgError('57P01', 'FATAL'));
    expect(availability.available).toBe(false);
    now = 4_000;
    availability.recordSuccess();
    availability.recordSuccess();
    expect(availability.available).toBe(true);
    expect(lines).toEqual([
      ['warn', { event: 'database.unavailable', code: '57P01' }, 'database unavailable'],
      ['info', { event: 'database.available', downMs: 3_000 }, 'database available again'],
    ]);
  });
});
