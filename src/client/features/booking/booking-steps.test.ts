import { describe, expect, it } from 'vitest';
import { bookingHref, parseBookingStep, previousStepHref, type BookingStep } from './booking-steps';

const ID = '7b3c2a10-1d4e-4f6a-9b2c-000000000001';
const AT = '2026-12-01T17:00:00.000Z';
const parse = (search: string) => parseBookingStep(new URLSearchParams(search));

describe('parseBookingStep', () => {
  it('reads every step from its URL', () => {
    expect(parse('')).toEqual({ step: 'inicio' });
    expect(parse('etapa=inicio')).toEqual({ step: 'inicio' });
    expect(parse('etapa=psicologo')).toEqual({ step: 'psicologo' });
    expect(parse(`etapa=agenda&psicologo=${ID}`)).toEqual({ step: 'agenda', psychologistId: ID, date: null });
    expect(parse(`etapa=agenda&psicologo=${ID}&data=2026-12-01`)).toEqual({
      step: 'agenda',
      psychologistId: ID,
      date: '2026-12-01',
    });
    expect(parse(`etapa=dados&psicologo=${ID}&data=2026-12-01&horario=${AT}`)).toEqual({
      step: 'dados',
      psychologistId: ID,
      date: '2026-12-01',
      startsAt: AT,
    });
  });

  it('opens the calendar of a psychologist carried from /psicologos', () => {
    expect(parse(`psicologo=${ID}`)).toEqual({ step: 'agenda', psychologistId: ID, date: null });
  });

  it('falls back to the last step the URL allows', () => {
    expect(parse('etapa=agenda')).toEqual({ step: 'psicologo' });
    expect(parse('etapa=agenda&psicologo=nao-e-um-id')).toEqual({ step: 'psicologo' });
    expect(parse(`etapa=dados&psicologo=${ID}&data=2026-12-01`)).toEqual({
      step: 'agenda',
      psychologistId: ID,
      date: '2026-12-01',
    });
    expect(parse(`etapa=dados&psicologo=${ID}&data=2026-02-30&horario=${AT}`)).toEqual({
      step: 'agenda',
      psychologistId: ID,
      date: null,
    });
    expect(parse(`etapa=dados&psicologo=${ID}&data=2026-12-01&horario=amanha`)).toEqual({
      step: 'agenda',
      psychologistId: ID,
      date: '2026-12-01',
    });
    expect(parse('etapa=qualquer')).toEqual({ step: 'psicologo' });
    expect(parse('psicologo=%3Cscript%3E')).toEqual({ step: 'inicio' });
  });
});

describe('bookingHref and previousStepHref', () => {
  const steps: BookingStep[] = [
    { step: 'inicio' },
    { step: 'psicologo' },
    { step: 'agenda', psychologistId: ID, date: null },
    { step: 'agenda', psychologistId: ID, date: '2026-12-01' },
    { step: 'dados', psychologistId: ID, date: '2026-12-01', startsAt: AT },
  ];

  it('writes URLs that read back as the same step', () => {
    for (const step of steps) {
      const href = bookingHref(step);
      expect(href.startsWith('/consultas-agendamento')).toBe(true);
      expect(parseBookingStep(new URL(href, 'http://localhost').searchParams)).toEqual(step);
    }
    expect(bookingHref({ step: 'inicio' })).toBe('/consultas-agendamento');
  });

  it('goes back one step at a time, from the intro to the chat', () => {
    expect(steps.map(previousStepHref)).toEqual([
      '/aria-chat',
      '/consultas-agendamento',
      '/consultas-agendamento?etapa=psicologo',
      '/consultas-agendamento?etapa=psicologo',
      `/consultas-agendamento?etapa=agenda&psicologo=${ID}&data=2026-12-01`,
    ]);
  });
});
