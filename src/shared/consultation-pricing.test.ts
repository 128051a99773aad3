import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_MINUTES,
  SINGLE_CONSULTATION_PRICE_CENTS,
  SUBSCRIBER_CONSULTATION_PRICE_CENTS,
  consultationPrice,
} from './consultation-pricing';
import { PLANS } from './plans';

describe('consultationPrice', () => {
  it('charges the single price without an active plan', () => {
    expect(SINGLE_CONSULTATION_PRICE_CENTS).toBe(9990);
    expect(CONSULTATION_MINUTES).toBe(50);
    expect(consultationPrice({ active: false, planType: null })).toEqual({
      priceCents: 9990,
      discountPercent: 0,
    });
  });

  it('ignores the type of a plan that is not active', () => {
    for (const planType of ['avulso', 'mensal', 'anual'] as const) {
      expect(consultationPrice({ active: false, planType })).toEqual({
        priceCents: 9990,
        discountPercent: 0,
      });
    }
  });

  it('does not discount an active flag without a plan type', () => {
    expect(consultationPrice({ active: true, planType: null })).toEqual({
      priceCents: 9990,
      discountPercent: 0,
    });
  });

  it('gives avulso and mensal the published 69,90 (30% OFF), not 70% of 99,90', () => {
    expect(consultationPrice({ active: true, planType: 'avulso' })).toEqual({
      priceCents: 6990,
      discountPercent: 30,
    });
    expect(consultationPrice({ active: true, planType: 'mensal' })).toEqual({
      priceCents: 6990,
      discountPercent: 30,
    });
  });

  it('gives anual 49,95 (50% OFF)', () => {
    expect(consultationPrice({ active: true, planType: 'anual' })).toEqual({
      priceCents: 4995,
      discountPercent: 50,
    });
  });

  it('has a price for the discount of every plan', () => {
    for (const plan of PLANS) {
      expect(() => consultationPrice({ active: true, planType: plan.id })).not.toThrow();
    }
  });

  it('advertises 69,90 as the subscriber price', () => {
    expect(SUBSCRIBER_CONSULTATION_PRICE_CENTS).toBe(6990);
  });
});
