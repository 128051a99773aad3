import { useQuery } from '@tanstack/react-query';
import type { Receipt } from '../../../shared/contracts/receipts';
import type {
  AppointmentResponse,
  ConsultationCheckoutInput,
  ConsultationCheckoutResponse,
  ConsultationVerifyResponse,
  MyConsultationsResponse,
  SlotsResponse,
} from '../../../shared/contracts/consultations';
import { apiRequest, postForm } from '../../lib/api';

export const MY_CONSULTATIONS_QUERY_KEY = ['consultations', 'mine'] as const;

export const slotsQueryKey = (psychologistId: string, date: string) =>
  ['psychologists', psychologistId, 'slots', date] as const;

export function fetchSlots(psychologistId: string, date: string): Promise<SlotsResponse> {
  return apiRequest(
    `/api/psychologists/${encodeURIComponent(psychologistId)}/slots?date=${encodeURIComponent(date)}`,
  );
}

/** A day's slots. Never served from an old answer: a slot someone else just held must show as taken. */
export function useSlots(psychologistId: string, date: string | null) {
  return useQuery({
    queryKey: slotsQueryKey(psychologistId, date ?? ''),
    queryFn: () => fetchSlots(psychologistId, date!),
    enabled: date !== null,
    staleTime: 0,
  });
}

export function startConsultationCheckout(
  body: ConsultationCheckoutInput,
): Promise<ConsultationCheckoutResponse> {
  return apiRequest('/api/consultations/checkout', { body });
}

export function verifyConsultationPayment(sessionId: string): Promise<ConsultationVerifyResponse> {
  return apiRequest('/api/consultations/verify', { body: { sessionId } });
}

export function useMyConsultations(enabled: boolean) {
  return useQuery({
    queryKey: MY_CONSULTATIONS_QUERY_KEY,
    queryFn: () => apiRequest<MyConsultationsResponse>('/api/consultations/mine'),
    enabled,
  });
}

export const manageLinkQueryKey = (token: string) => ['consultations', 'by-link', token] as const;

export function useConsultationByLink(token: string | null) {
  return useQuery({
    queryKey: manageLinkQueryKey(token ?? ''),
    queryFn: () =>
      apiRequest<AppointmentResponse>(`/api/consultations/by-link?token=${encodeURIComponent(token!)}`),
    enabled: token !== null,
    // A bad or expired link stays bad: asking again only delays the message.
    retry: false,
  });
}

export function cancelConsultation(id: string, token?: string): Promise<AppointmentResponse> {
  return apiRequest(`/api/consultations/${encodeURIComponent(id)}/cancel`, { body: token ? { token } : {} });
}

export function rescheduleConsultation(
  id: string,
  startsAt: string,
  token?: string,
): Promise<AppointmentResponse> {
  return apiRequest(`/api/consultations/${encodeURIComponent(id)}/reschedule`, {
    body: token ? { startsAt, token } : { startsAt },
  });
}

export const fetchReceipt = (appointmentId: string) =>
  apiRequest<Receipt>(`/api/consultations/${encodeURIComponent(appointmentId)}/receipt`);

export async function uploadGuardianAuthorization(file: File): Promise<{ id: string }> {
  const form = new FormData();
  form.append('authorization', file);
  return postForm(
    '/api/consultations/guardian-authorizations',
    form,
    'Não foi possível enviar a autorização. Tente novamente.',
  );
}
