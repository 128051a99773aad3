import type { AccountRecordCopies } from '../../../shared/contracts/clinical-records';
import type { AccountCpf } from '../../../shared/contracts/receipts';
import type {
  AccountOverview,
  CancelPlanResponse,
  ConsentsResponse,
  DeleteAccountResponse,
  RefundResponse,
} from '../../../shared/contracts/account';
import { apiRequest } from '../../lib/api';

export const OVERVIEW_QUERY_KEY = ['account', 'overview'] as const;
export const CONSENTS_QUERY_KEY = ['account', 'consents'] as const;
export const SESSIONS_QUERY_KEY = ['account', 'sessions'] as const;

export interface ActiveSession {
  id: string;
  createdAt: string;
  userAgent?: string | null;
  ipAddress?: string | null;
}

export const getOverview = () => apiRequest<AccountOverview>('/api/account/overview');
export const getConsents = () => apiRequest<ConsentsResponse>('/api/account/consents');
export const revokeChatConsent = () => apiRequest('/api/account/consents/chat', { method: 'DELETE' });
export const cancelPlan = () => apiRequest<CancelPlanResponse>('/api/account/plan/cancel', { body: {} });
export const refundPlan = () => apiRequest<RefundResponse>('/api/account/plan/refund', { body: {} });
export const deleteAccount = (password: string) =>
  apiRequest<DeleteAccountResponse>('/api/account/delete', { body: { password } });

/** better-auth's own endpoints: sessions list and revocation, change password (issue 14). */
export const listSessions = () => apiRequest<ActiveSession[]>('/api/auth/list-sessions');
export const revokeOtherSessions = () => apiRequest('/api/auth/revoke-other-sessions', { body: {} });
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiRequest('/api/auth/change-password', {
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
export const requestPasswordReset = (email: string) =>
  apiRequest('/api/auth/request-password-reset', { body: { email: email.trim().toLowerCase() } });
export const resetPassword = (token: string, newPassword: string) =>
  apiRequest('/api/auth/reset-password', { body: { token, newPassword } });

export const CPF_QUERY_KEY = ['account', 'cpf'] as const;
export const getCpf = () => apiRequest<AccountCpf>('/api/account/cpf');
export const saveCpf = (cpf: string) =>
  apiRequest<AccountCpf>('/api/account/cpf', { method: 'PUT', body: { cpf } });

export const RECORD_COPIES_QUERY_KEY = ['account', 'record-copies'] as const;
export const getRecordCopies = () => apiRequest<AccountRecordCopies>('/api/account/record-copies');
export const requestRecordCopy = (psychologistId: string) =>
  apiRequest<null>('/api/account/record-copies', { body: { psychologistId } });
