import { CONSULTATION_TIME_ZONE } from '../../../shared/contracts/consultations';

// Consultations happen on São Paulo wall-clock time whatever zone the psychologist's browser is in.
const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: CONSULTATION_TIME_ZONE,
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: CONSULTATION_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
