import { apiRequest, postForm } from '../../lib/api';
import type {
  BankDetailsBody,
  PsychologistBankDetails,
} from '../../../shared/contracts/psychologist-applications';
import type {
  ClinicalRecord,
  PsychologistCopyRequests,
  RecordDraftBody,
} from '../../../shared/contracts/clinical-records';
import type { ReceiptsMonth } from '../../../shared/contracts/receipts';
import type { DaysOffBlock, DaysOffBody, DaysOffResponse } from '../../../shared/contracts/days-off';
import type {
  AppointmentStatusBody,
  AvailabilityBody,
  AvailabilityResponse,
  AvailabilityWindow,
  PsychologistAppointment,
  PsychologistAppointmentsResponse,
  PsychologistMe,
  PsychologistRegistrationBody,
} from '../../../shared/contracts/psychologist-area';

export const PSYCHOLOGIST_ME_KEY = ['psychologist', 'me'] as const;
export const PSYCHOLOGIST_APPOINTMENTS_KEY = ['psychologist', 'appointments'] as const;
export const PSYCHOLOGIST_AVAILABILITY_KEY = ['psychologist', 'availability'] as const;

export const registerPsychologist = (body: PsychologistRegistrationBody) =>
  apiRequest<{ psychologistId: string }>('/api/psychologist/register', { body });

export const acceptInvitation = (body: { token: string; password: string }) =>
  apiRequest<{ psychologistId: string }>('/api/psychologist-invitations/accept', { body });

export const fetchPsychologistMe = () => apiRequest<PsychologistMe>('/api/psychologist/me');

export const fetchAppointments = () =>
  apiRequest<PsychologistAppointmentsResponse>('/api/psychologist/appointments');

export const markAppointment = (id: string, body: AppointmentStatusBody) =>
  apiRequest<PsychologistAppointment>(`/api/psychologist/appointments/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });

export const fetchAvailability = () => apiRequest<AvailabilityResponse>('/api/psychologist/availability');

export const addAvailability = (body: AvailabilityBody) =>
  apiRequest<AvailabilityWindow>('/api/psychologist/availability', { body });

export const removeAvailability = (id: string) =>
  apiRequest<null>(`/api/psychologist/availability/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const submitApplication = (form: FormData) =>
  postForm('/api/psychologist-applications', form, 'Erro ao enviar cadastro. Tente novamente.');

export const PSYCHOLOGIST_DAYS_OFF_KEY = ['psychologist', 'days-off'] as const;

export const fetchDaysOff = () => apiRequest<DaysOffResponse>('/api/psychologist/days-off');

export const addDaysOff = (body: DaysOffBody) =>
  apiRequest<DaysOffBlock>('/api/psychologist/days-off', { body });

export const removeDaysOff = (id: string) =>
  apiRequest<null>(`/api/psychologist/days-off/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const receiptsMonthKey = (month: string) => ['psychologist', 'receipts', month] as const;

export const fetchReceiptsMonth = (month: string) =>
  apiRequest<ReceiptsMonth>(`/api/psychologist/receipts?month=${encodeURIComponent(month)}`);

export const recordKey = (appointmentId: string) => ['psychologist', 'record', appointmentId] as const;
const recordUrl = (appointmentId: string) =>
  `/api/psychologist/appointments/${encodeURIComponent(appointmentId)}/record`;

export const fetchRecord = (appointmentId: string) => apiRequest<ClinicalRecord>(recordUrl(appointmentId));

export const saveRecordDraft = (appointmentId: string, body: RecordDraftBody) =>
  apiRequest<ClinicalRecord>(recordUrl(appointmentId), { method: 'PUT', body });

export const signRecord = (appointmentId: string) =>
  apiRequest<ClinicalRecord>(`${recordUrl(appointmentId)}/sign`, { body: {} });

export const addRecordAddendum = (appointmentId: string, text: string) =>
  apiRequest<ClinicalRecord>(`${recordUrl(appointmentId)}/addenda`, { body: { text } });

export const PSYCHOLOGIST_COPY_REQUESTS_KEY = ['psychologist', 'record-copies'] as const;

export const fetchCopyRequests = () =>
  apiRequest<PsychologistCopyRequests>('/api/psychologist/record-copies');

export const releaseCopyRequest = (id: string) =>
  apiRequest<null>(`/api/psychologist/record-copies/${encodeURIComponent(id)}/release`, { body: {} });

export const PSYCHOLOGIST_BANK_DETAILS_KEY = ['psychologist', 'bank-details'] as const;

export const fetchBankDetails = () => apiRequest<PsychologistBankDetails>('/api/psychologist/bank-details');

export const saveBankDetails = (body: BankDetailsBody) =>
  apiRequest<PsychologistBankDetails>('/api/psychologist/bank-details', { method: 'PUT', body });

export const cancelAppointmentByPsychologist = (id: string) =>
  apiRequest<null>(`/api/psychologist/appointments/${encodeURIComponent(id)}/cancel`, { body: {} });
