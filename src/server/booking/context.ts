import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { CONSULTATION_TIME_ZONE, type PatientAppointment } from '../../shared/contracts/consultations';
import { roomWindow } from '../../shared/contracts/consultation-room';
import type { AccountsService } from '../accounts/service';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { serializeError } from '../http/log-serializers';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { PaymentsService } from '../payments/service';
import { createManageToken, createRoomToken } from './manage-token';
import { createBookingRepository, type AppointmentRow } from './repository';

export const BOOKING_MESSAGES = {
  psychologistNotFound: 'Psicólogo não encontrado.',
  appointmentNotFound: 'Consulta não encontrada.',
  badDate: 'Informe a data no formato AAAA-MM-DD.',
  notChangeable: 'Esta consulta não pode ser cancelada nem remarcada.',
} as const;

export const ZONE = CONSULTATION_TIME_ZONE;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Terms: cancel or reschedule up to 24 hours before the start. */
export const CHANGE_NOTICE_MS = DAY_MS;

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface BookingDeps {
  config: Config;
  db: Database;
  clock: Clock;
  payments: PaymentsService;
  accounts: AccountsService;
  mailer: Mailer;
  log?: Logger;
}

/** What every booking use case shares: the repository, the log, the links an appointment is shown with, e-mail. */
export function createBookingContext(deps: BookingDeps) {
  const { config, clock, payments, mailer } = deps;
  const log: Logger = deps.log ?? pino({ level: config.logLevel, serializers: { err: serializeError } });
  const repository = createBookingRepository(deps.db);

  function manageUrl(appointment: AppointmentRow): string {
    const token = createManageToken(config.authSecret, appointment.id, appointment.startsAt);
    return `${config.publicUrl}/consultas-gerenciar?token=${encodeURIComponent(token)}`;
  }

  /**
   * The link that opens the consultation: a self-hosted Jitsi room as stored, or the built-in room made absolute;
   * for the patient's e-mails and the pages reached without an account, signed with a key valid until the room
   * closes (ADR 025). The psychologist and a signed-in patient enter with their session.
   */
  function joinLink(appointment: AppointmentRow, signed: boolean): string | null {
    const link = appointment.videoLink;
    if (!link) return null;
    if (!link.startsWith('/')) return link;
    if (!signed) return `${config.publicUrl}${link}`;
    const token = createRoomToken(
      config.authSecret,
      appointment.id,
      roomWindow(appointment.startsAt).closesAt,
    );
    return `${config.publicUrl}${link}?token=${encodeURIComponent(token)}`;
  }

  /** The row as an e-mail shows it: its video link is the one that person can open. */
  function forPatientMail(appointment: AppointmentRow): AppointmentRow {
    return { ...appointment, videoLink: joinLink(appointment, true) };
  }

  function forPsychologistMail(appointment: AppointmentRow): AppointmentRow {
    return { ...appointment, videoLink: joinLink(appointment, false) };
  }

  function canChange(appointment: AppointmentRow, now: Date): boolean {
    return (
      appointment.status === 'agendado' && appointment.startsAt.getTime() - now.getTime() > CHANGE_NOTICE_MS
    );
  }

  function toPatientAppointment(
    appointment: AppointmentRow,
    access: 'session' | 'link' = 'session',
  ): PatientAppointment {
    return {
      id: appointment.id,
      psychologistId: appointment.psychologistId,
      psychologistName: appointment.psychologistName,
      startsAt: appointment.startsAt.toISOString(),
      endsAt: appointment.endsAt.toISOString(),
      priceCents: appointment.priceCents,
      discountPercent: appointment.discountPercent,
      isSubscriber: appointment.isSubscriber,
      status: appointment.status,
      videoLink:
        appointment.status === 'agendado' || appointment.status === 'realizado'
          ? joinLink(appointment, access === 'link')
          : null,
      canChange: canChange(appointment, clock.now()),
    };
  }

  /** E-mail never undoes what was already committed (a payment, a cancellation): a failure is logged. */
  async function sendSafely(kind: string, appointmentId: string, message: MailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, event: 'booking.mail_failed', kind, appointmentId }, 'booking e-mail failed');
    }
  }

  async function expireProviderSessions(lapsed: Array<{ id: string; checkoutSessionId: string | null }>) {
    for (const hold of lapsed) {
      if (!hold.checkoutSessionId) continue;
      try {
        await payments.expireSession(hold.checkoutSessionId);
      } catch (error) {
        // Left open, it still lapses at the provider; a payment that arrives anyway is refunded as a late one.
        log.warn(
          { err: error, event: 'booking.expire_session_failed', appointmentId: hold.id },
          'expire failed',
        );
      }
    }
  }

  return {
    ...deps,
    log,
    repository,
    manageUrl,
    forPatientMail,
    forPsychologistMail,
    canChange,
    toPatientAppointment,
    sendSafely,
    expireProviderSessions,
  };
}

export type BookingContext = ReturnType<typeof createBookingContext>;
