import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAppointmentsResponse,
  AdminApplicationsResponse,
  AdminPsychologist,
  AdminPsychologistsResponse,
  AdminSummary,
  AppointmentFilters,
  ApplicationDecisionResponse,
  ResendConfirmationResponse,
  AuditResponse,
  CompanyContactsResponse,
  PayoutsResponse,
} from '../../../shared/contracts/admin';
import { apiRequest } from '../../lib/api';

const ADMIN_KEY = ['admin'] as const;

/** Filters as the query string the list and the CSV share; empty values are left out. */
export function filtersQuery(filters: AppointmentFilters, page?: number): string {
  const params = new URLSearchParams();
  if (filters.month) params.set('month', filters.month);
  if (filters.psychologistId) params.set('psychologistId', filters.psychologistId);
  if (filters.status) params.set('status', filters.status);
  if (page) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function csvUrl(filters: AppointmentFilters): string {
  return `/api/admin/appointments.csv${filtersQuery(filters)}`;
}

export function useAdminSummary() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'summary'],
    queryFn: () => apiRequest<AdminSummary>('/api/admin/summary'),
  });
}

export function useAdminPsychologists() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'psychologists'],
    queryFn: () => apiRequest<AdminPsychologistsResponse>('/api/admin/psychologists'),
  });
}

export function useAdminAppointments(filters: AppointmentFilters, page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'appointments', filters, page],
    queryFn: () =>
      apiRequest<AdminAppointmentsResponse>(`/api/admin/appointments${filtersQuery(filters, page)}`),
    // The table keeps the page it shows while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function usePayouts(month: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'payouts', month],
    queryFn: () => apiRequest<PayoutsResponse>(`/api/admin/payouts?month=${encodeURIComponent(month)}`),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
}

export function useApplications() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'applications'],
    queryFn: () => apiRequest<AdminApplicationsResponse>('/api/admin/applications'),
  });
}

export function useAudit(page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'audit', page],
    queryFn: () => apiRequest<AuditResponse>(`/api/admin/audit?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyContacts(page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'company-contacts', page],
    queryFn: () => apiRequest<CompanyContactsResponse>(`/api/admin/company-contacts?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** Every admin action changes counts, lists and the audit log: all admin queries are refetched after it. */
function useInvalidateAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ADMIN_KEY });
}

export function useSetPsychologistActive() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: { id: string; isActive: boolean }) =>
      apiRequest<AdminPsychologist>(`/api/admin/psychologists/${input.id}`, {
        method: 'PATCH',
        body: { isActive: input.isActive },
      }),
    onSettled: invalidate,
  });
}

export function useResendApplicationConfirmation() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<ResendConfirmationResponse>(`/api/admin/applications/${id}/resend-confirmation`, {
        method: 'POST',
        body: {},
      }),
    onSettled: invalidate,
  });
}

export function useDecideApplication() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: { id: string; decision: 'approve' | 'refuse' }) =>
      apiRequest<ApplicationDecisionResponse>(`/api/admin/applications/${input.id}/${input.decision}`, {
        method: 'POST',
        body: {},
      }),
    onSettled: invalidate,
  });
}
