import { describe, expect, it } from 'vitest';
import { addPlanPeriod, billingFor, nextExpiry } from './plan-period';

describe('addPlanPeriod', () => {
  it('adds 30 days for avulso', () => {
    expect(addPlanPeriod('avulso', new Date('2026-05-04T15:00:00Z')).toISOString()).toBe(
      '2026-06-03T15:00:00.000Z',
    );
  });

  it('adds one calendar month for mensal, clamped to the end of a shorter month', () => {
    expect(addPlanPeriod('mensal', new Date('2026-05-04T15:00:00Z')).toISOString()).toBe(
      '2026-06-04T15:00:00.000Z',
    );
    expect(addPlanPeriod('mensal', new Date('2026-01-31T15:00:00Z')).toISOString()).toBe(
      '2026-02-28T15:00:00.000Z',
    );
  });

  it('counts months on the São Paulo calendar, not in UTC', () => {
    // 22:00 on 31 January in São Paulo is already 1 February in UTC.
    expect(addPlanPeriod('mensal', new Date('2026-02-01T01:00:00Z')).toISOString()).toBe(
      '2026-03-01T01:00:00.000Z',
    );
  });

  it('adds twelve months for anual, across a leap day', () => {
    expect(addPlanPeriod('anual', new Date('2028-02-29T12:00:00Z')).toISOString()).toBe(
      '2029-02-28T12:00:00.000Z',
    );
  });
});

describe('nextExpiry', () => {
  const now = new Date('2026-05-04T15:00:00Z');

  it('starts from now without a running plan', () => {
    expect(nextExpiry('mensal', now, null).toISOString()).toBe('2026-06-04T15:00:00.000Z');
    expect(nextExpiry('mensal', now, new Date('2026-05-01T00:00:00Z')).toISOString()).toBe(
      '2026-06-04T15:00:00.000Z',
    );
  });

  it('extends from the current expiry while the plan runs', () => {
    expect(nextExpiry('mensal', now, new Date('2026-05-20T15:00:00Z')).toISOString()).toBe(
      '2026-06-20T15:00:00.000Z',
    );
  });
});

describe('billingFor', () => {
  it('charges avulso once and subscribes mensal and anual', () => {
    expect(billingFor('avulso')).toEqual({ mode: 'payment' });
    expect(billingFor('mensal')).toEqual({ mode: 'subscription', interval: 'month' });
    expect(billingFor('anual')).toEqual({ mode: 'subscription', interval: 'year' });
  });
});
