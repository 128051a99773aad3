import { describe, expect, it } from 'vitest';
import { PLANS, getPlan, planDiscountPercent, planFromParam } from './plans';
import { formatBRL } from './money';

describe('plans', () => {
  it('has the prices of docs/product.md, Plans and payments, in cents', () => {
    expect(PLANS.map((plan) => [plan.id, plan.priceCents, plan.originalPriceCents])).toEqual([
      ['avulso', 3990, 4990],
      ['mensal', 2990, 3990],
      ['anual', 29990, 47880],
    ]);
  });

  it('computes the rounded discount percentage', () => {
    expect(planDiscountPercent(getPlan('avulso'))).toBe(20);
    expect(planDiscountPercent(getPlan('mensal'))).toBe(25);
    expect(planDiscountPercent(getPlan('anual'))).toBe(37);
  });

  it('marks only mensal as popular', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['mensal']);
  });

  it('defaults an unknown or missing plan parameter to mensal', () => {
    expect(planFromParam(null)).toBe('mensal');
    expect(planFromParam('ouro')).toBe('mensal');
    expect(planFromParam('anual')).toBe('anual');
  });
});

describe('formatBRL', () => {
  it('formats cents in pt-BR', () => {
    expect(formatBRL(2990)).toBe('R$ 29,90');
    expect(formatBRL(29990)).toBe('R$ 299,90');
    expect(formatBRL(1000000)).toBe('R$ 10.000,00');
    expect(formatBRL(123456789)).toBe('R$ 1.234.567,89');
    expect(formatBRL(5)).toBe('R$ 0,05');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(-4995)).toBe('-R$ 49,95');
  });

  it('writes what Intl writes for pt-BR, with a plain space', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    for (const cents of [0, 7, 99, 100, 4995, 6990, 9990, 47880, 100000, 98765432]) {
      expect(formatBRL(cents)).toBe(intl.format(cents / 100).replace(/\u00a0/g, ' '));
    }
  });
});
