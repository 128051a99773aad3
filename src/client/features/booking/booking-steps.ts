import { isInstant, isIsoDay } from './iso-day';

/**
 * The booking flow's step lives in the URL (ADR 010), so the browser's back button and a reload land on the same
 * step: `?etapa=psicologo`, `?etapa=agenda&psicologo=<id>[&data=<day>]`,
 * `?etapa=dados&psicologo=<id>&data=<day>&horario=<instant>`. No `etapa` is the intro, except that a bare
 * `?psicologo=<id>` (from /psicologos 'Agendar') opens that psychologist's calendar.
 */
export type BookingStep =
  | { step: 'inicio' }
  | { step: 'psicologo' }
  | { step: 'agenda'; psychologistId: string; date: string | null }
  | { step: 'dados'; psychologistId: string; date: string; startsAt: string };

const ID_PATTERN = /^[0-9a-f-]{36}$/i;

/** Reads the step from the query string. Missing or broken pieces fall back to the last step they allow. */
export function parseBookingStep(params: URLSearchParams): BookingStep {
  const etapa = params.get('etapa');
  const rawId = params.get('psicologo');
  const psychologistId = rawId && ID_PATTERN.test(rawId) ? rawId : null;
  const rawDate = params.get('data');
  const date = isIsoDay(rawDate) ? rawDate : null;
  const rawStartsAt = params.get('horario');
  const startsAt = isInstant(rawStartsAt) ? rawStartsAt : null;

  if (etapa === null || etapa === 'inicio') {
    return etapa === null && psychologistId ? { step: 'agenda', psychologistId, date } : { step: 'inicio' };
  }
  if (etapa === 'psicologo' || !psychologistId) return { step: 'psicologo' };
  if (etapa === 'dados' && date && startsAt) return { step: 'dados', psychologistId, date, startsAt };
  return { step: 'agenda', psychologistId, date };
}

/** The query string of a step, for links and navigation. */
export function bookingSearch(step: BookingStep): string {
  const params = new URLSearchParams();
  if (step.step !== 'inicio') params.set('etapa', step.step);
  if (step.step === 'agenda' || step.step === 'dados') params.set('psicologo', step.psychologistId);
  if ((step.step === 'agenda' && step.date) || step.step === 'dados') params.set('data', step.date!);
  if (step.step === 'dados') params.set('horario', step.startsAt);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const BOOKING_PATH = '/consultas-agendamento';

export function bookingHref(step: BookingStep): string {
  return `${BOOKING_PATH}${bookingSearch(step)}`;
}

/** Where each step's back button goes (docs/product.md, Booking a consultation: every step has one). */
export function previousStepHref(step: BookingStep): string {
  switch (step.step) {
    case 'inicio':
      return '/aria-chat';
    case 'psicologo':
      return bookingHref({ step: 'inicio' });
    case 'agenda':
      return bookingHref({ step: 'psicologo' });
    case 'dados':
      return bookingHref({ step: 'agenda', psychologistId: step.psychologistId, date: step.date });
  }
}

export const STEP_LABELS = ['Início', 'Psicólogo', 'Data e horário', 'Seus dados'] as const;

export function stepNumber(step: BookingStep): number {
  return { inicio: 1, psicologo: 2, agenda: 3, dados: 4 }[step.step];
}
