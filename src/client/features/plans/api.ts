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
