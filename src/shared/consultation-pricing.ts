import { getPlan, type PlanId } from './plans';

/** A single 50-minute consultation costs R$ 99,90 (docs/product.md, Booking a consultation). */
export const SINGLE_CONSULTATION_PRICE_CENTS = 9990;
export const CONSULTATION_MINUTES = 50;

/**
 * The published price for each discount a plan gives (docs/product.md, Booking a consultation). A table rather
 * than a percentage of 99,90: the product publishes 69,90 for subscribers, while 30% off would be 69,93, and the
 * price a person is charged must be the one they were shown. The percentage is the label ('30% OFF'); this table is
 * the rule.
 */
const PRICE_CENTS_BY_DISCOUNT: Readonly<Record<number, number>> = {
  0: SINGLE_CONSULTATION_PRICE_CENTS,
  30: 6990,
  50: 4995,
};

export interface ConsultationPrice {
  priceCents: number;
  /** 0, 30 or 50. */
  discountPercent: number;
}

function priceForDiscount(discountPercent: number): ConsultationPrice {
  const priceCents = PRICE_CENTS_BY_DISCOUNT[discountPercent];
  if (priceCents === undefined) throw new Error(`No consultation price for a ${discountPercent}% discount`);
  return { priceCents, discountPercent };
}

/**
 * The consultation price for a person with this plan access: no active plan 99,90; active avulso or mensal 69,90
 * (30% OFF); active anual 49,95 (50% OFF). The server charges it at checkout; the client only displays it.
 */
export function consultationPrice(planAccess: {
  active: boolean;
  planType: PlanId | null;
}): ConsultationPrice {
  if (!planAccess.active || !planAccess.planType) return priceForDiscount(0);
  return priceForDiscount(getPlan(planAccess.planType).consultationDiscountPercent);
}

/**
 * The subscriber price advertised on public pages ('Para Assinantes', docs/product.md, Consultations page): the
 * avulso and mensal price.
 */
export const SUBSCRIBER_CONSULTATION_PRICE_CENTS = consultationPrice({
  active: true,
  planType: 'mensal',
}).priceCents;
