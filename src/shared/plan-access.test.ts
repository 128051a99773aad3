import { describe, expect, it } from 'vitest';
import { evaluatePlanAccess, planBadgeLabel } from './plan-access';

const now = new Date('2026-03-10T12:00:00Z');

describe('evaluatePlanAccess', () => {
  it('is inactive without a stored plan', () => {
    expect(evaluatePlanAccess(null, now)).toMatchObject({ active: false, planType: null });
  });

  it('is active with plan_active, a plan type and no expiry', () => {
    const access = evaluatePlanAccess({ planType: 'mensal', planActive: true, planExpiresAt: null }, now);
    expect(access).toMatchObject({ active: true, planType: 'mensal', expiredSinceLastRead: false });
  });

  it('is inactive when plan_active is true but no plan type is set', () => {
    expect(evaluatePlanAccess({ planType: null, planActive: true, planExpiresAt: null }, now).active).toBe(
      false,
    );
  });

  it('is inactive when the plan type is unknown', () => {
    expect(evaluatePlanAccess({ planType: 'vip', planActive: true, planExpiresAt: null }, now).active).toBe(
      false,
    );
  });

  it('is active until the expiry instant and inactive at it', () => {
    const oneMsLater = new Date(now.getTime() + 1);
    expect(
      evaluatePlanAccess({ planType: 'avulso', planActive: true, planExpiresAt: oneMsLater }, now).active,
    ).toBe(true);
    const atNow = evaluatePlanAccess({ planType: 'avulso', planActive: true, planExpiresAt: now }, now);
    expect(atNow).toMatchObject({ active: false, expiredSinceLastRead: true });
  });

  it('does not ask for a write when the row is already inactive', () => {
    const past = new Date(now.getTime() - 1000);
    const access = evaluatePlanAccess({ planType: 'avulso', planActive: false, planExpiresAt: past }, now);
    expect(access).toMatchObject({ active: false, expiredSinceLastRead: false });
  });
});

describe('planBadgeLabel', () => {
  it('names each plan and falls back to Ativo', () => {
    expect(planBadgeLabel('avulso')).toBe('Avulso');
    expect(planBadgeLabel('mensal')).toBe('Mensal');
    expect(planBadgeLabel('anual')).toBe('Anual');
    expect(planBadgeLabel(null)).toBe('Ativo');
  });
});
