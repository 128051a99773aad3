import { apiRequest } from '../../lib/api';
import type { PlanId } from '../../../shared/plans';
import type {
  FreeActivationResponse,
  PlanCheckoutResponse,
  PlansConfigResponse,
  PlanVerifyResponse,
} from '../../../shared/contracts/plans';

export function startPlanCheckout(planType: PlanId): Promise<PlanCheckoutResponse> {
  return apiRequest('/api/plans/checkout', { body: { planType } });
}

export function verifyPlanPayment(sessionId: string): Promise<PlanVerifyResponse> {
  return apiRequest('/api/plans/verify', { body: { sessionId } });
}

export function activateFreePlan(planType: PlanId): Promise<FreeActivationResponse> {
  return apiRequest('/api/plans/free-activation', { body: { planType } });
}

export function fetchPlansConfig(): Promise<PlansConfigResponse> {
  return apiRequest('/api/plans/config');
}

/**
 * SPEC §7: the checkout opens in a new tab. A blocked pop-up must not strand the person, so the current tab
 * goes there instead.
 */
export function openCheckout(url: string): void {
  // 'noopener' in the features string would make window.open return null even on success, so the link to this
  // tab is cut by hand instead.
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}
