import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_TIME_ZONE,
  type ConsultationCheckoutBody,
  type ConsultationCheckoutResponse,
  type MyConsultationsResponse,
  type PatientAppointment,
  type SlotsResponse,
} from '../../shared/contracts/consultations';
import { CONSULTATION_MINUTES, consultationPrice } from '../../shared/consultation-pricing';
import {
  cutSlots,
  isWeekend,
  parseIsoDay,
  SLOT_MINUTES,
  weekdayOf,
  zonedDayOf,
  zonedTimeOf,
  type CutSlot,
} from '../../shared/slots';
import type { AccountsService } from '../accounts/service';
import type { Clock } from '../clock';
import type { SessionUser } from '../auth/guards';
import type { Config } from '../config';
import type { Database } from '../db/client';
import {
  BadRequestError,
  ConflictError,
  DomainError,
  NotFoundError,
  UnauthorizedError,
  UpstreamError,
} from '../errors';
import { attachGuardianAuthorization } from '../guardian-authorizations/repository';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { PaymentsService } from '../payments/service';
import {
  cancellationEmail,
  confirmationEmail,
  consultationInvite,
  psychologistCancellationEmail,
  psychologistNoticeEmail,
  psychologistRescheduleEmail,
  reminderEmail,
  rescheduleEmail,
  slotLostRefundEmail,
} from './emails';
import { createConsultationFulfilmentHandler } from './fulfilment-handler';
import { createManageToken, createRoomToken, readManageToken } from './manage-token';
import { roomWindow } from '../../shared/contracts/consultation-room';
import {
  createBookingRepository,
  isSlotTakenViolation,
  type AppointmentRow,
  type PsychologistDay,
} from './repository';
import { serializeError } from '../http/log-serializers';

export const BOOKING_MESSAGES = {
  psychologistNotFound: 'Psicólogo não encontrado.',
  appointmentNotFound: 'Consulta não encontrada.',
  badDate: 'Informe a data no formato AAAA-MM-DD.',
  notChangeable: 'Esta consulta não pode ser cancelada nem remarcada.',
} as const;

const ZONE = CONSULTATION_TIME_ZONE;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** DESIGN §4: a checkout holds its slot for 30 minutes; the provider may lengthen it (Stripe: at least 31). */
export const HOLD_MINUTES = 30;
/** Terms: cancel or reschedule up to 24 hours before the start. */
const CHANGE_NOTICE_MS = DAY_MS;
/** A refund younger than this is still in the hands of the request that asked for it. */
const REFUND_RETRY_AFTER_MS = 2 * MINUTE_MS;

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Who is asking to see or change an appointment: the signed-in patient, or the bearer of its signed link. */
export interface AppointmentActor {
  user: SessionUser | null;
  token?: string;
}

function slotInvalid(): BadRequestError {
  return new BadRequestError(CONSULTATION_MESSAGES.slotInvalid, 'slot_invalid');
}

function slotTaken(): ConflictError {
  return new ConflictError(CONSULTATION_MESSAGES.slotTaken, 'slot_taken');
}

/**
 * A UTC range that contains a calendar day in every zone (UTC+14 to UTC-12), for reading the taken starts before
 * the psychologist's zone is known; slots are matched against them by instant.
 */
function dayRange(isoDay: string): { from: Date; to: Date } {
  const day = parseIsoDay(isoDay);
  if (!day) throw new Error(`Not a calendar day: ${isoDay}`);
  const midnight = Date.UTC(day.year, day.month - 1, day.day);
  return { from: new Date(midnight - 14 * HOUR_MS), to: new Date(midnight + DAY_MS + 12 * HOUR_MS) };
}

/**
 * The slots of a calendar day, cut from that weekday's windows in the psychologist's own zone (SECURITY §3), and
 * labelled on the São Paulo wall clock the booking pages show.
 */
function slotsOfDay(isoDay: string, day: PsychologistDay): CutSlot[] {
  if (day.daysOff.some((block) => block.startsOn <= isoDay && isoDay <= block.endsOn)) return [];
  const weekday = weekdayOf(isoDay);
  const windows = day.windows.filter((window) => window.dayOfWeek === weekday);
  const slots = cutSlots(isoDay, windows, day.timeZone);
  return day.timeZone === ZONE
    ? slots
    : slots.map((slot) => ({ ...slot, time: zonedTimeOf(slot.startsAt, ZONE) }));
}

export function createBookingService(deps: {
  config: Config;
  db: Database;
  clock: Clock;
  payments: PaymentsService;
  accounts: AccountsService;
  mailer: Mailer;
  log?: Logger;
}) {
  const { config, clock, payments, accounts, mailer } = deps;
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

  /**
   * Refunds the appointment's payment through the provider and records it. Safe to repeat: a session the provider
   * already refunded is only recorded. False (logged) when the provider failed; the background tick retries.
   */
  async function settleRefund(appointment: AppointmentRow): Promise<boolean> {
    const sessionId = appointment.checkoutSessionId;
    if (!sessionId) return false;
    try {
      if ((await repository.checkoutSessionStatus(sessionId)) !== 'refunded')
        await payments.refund(sessionId);
    } catch (error) {
      if ((await repository.checkoutSessionStatus(sessionId)) !== 'refunded') {
        log.error(
          { err: error, event: 'booking.refund_failed', appointmentId: appointment.id },
          'refund failed',
        );
        return false;
      }
    }
    await repository.markRefunded(appointment.id, clock.now());
    log.info({ event: 'booking.refunded', appointmentId: appointment.id }, 'consultation refunded');
    return true;
  }

  /** After the fulfilment transaction: e-mails for a confirmation, or the refund of a slot lost to someone else. */
  async function afterFulfilled(appointmentId: string): Promise<void> {
    const found = await repository.findWithPsychologistEmail(appointmentId);
    if (!found) return;
    const { appointment, psychologistEmail } = found;
    if (appointment.status === 'agendado') {
      log.info({ event: 'booking.confirmed', appointmentId }, 'consultation confirmed');
      await sendSafely(
        'confirmation',
        appointmentId,
        confirmationEmail(forPatientMail(appointment), manageUrl(appointment)),
      );
      await sendSafely(
        'psychologist_notice',
        appointmentId,
        psychologistNoticeEmail(forPsychologistMail(appointment), psychologistEmail),
      );
      return;
    }
    if (appointment.refundRequestedAt && !appointment.refundedAt) {
      log.warn({ event: 'booking.slot_lost', appointmentId }, 'paid after the hold was lost: refunding');
      if (await settleRefund(appointment)) {
        await sendSafely('slot_lost_refund', appointmentId, slotLostRefundEmail(appointment));
      }
    }
  }

  payments.registerPurpose(
    'consultation',
    createConsultationFulfilmentHandler({
      repository,
      clock,
      videoBaseUrl: config.videoBaseUrl,
      afterFulfilled,
    }),
  );

  /**
   * Server-side slot validation shared by checkout and reschedule: the psychologist is active, the start is in
   * the future, on a weekday, and exactly a slot start that the day's windows offer.
   */
  async function validateSlot(psychologistId: string, startsAt: Date, now: Date) {
    const day = await repository.readDay(psychologistId, { ...dayRange(zonedDayOf(startsAt, ZONE)), now });
    if (!day || !day.isActive) throw new NotFoundError(BOOKING_MESSAGES.psychologistNotFound);
    // The psychologist's calendar decides the weekday and the windows.
    const isoDay = zonedDayOf(startsAt, day.timeZone);
    if (isWeekend(isoDay) || startsAt.getTime() <= now.getTime()) throw slotInvalid();
    const slot = slotsOfDay(isoDay, day).find((s) => s.startsAt.getTime() === startsAt.getTime());
    if (!slot) throw slotInvalid();
    return { day, slot, isoDay };
  }

  /** The appointment if this actor may see and change it; otherwise 404, revealing nothing. */
  async function authorize(actor: AppointmentActor, appointmentId: string): Promise<AppointmentRow> {
    if (actor.token !== undefined) {
      if (readManageToken(config.authSecret, actor.token, clock.now()) !== appointmentId) {
        throw new NotFoundError(BOOKING_MESSAGES.appointmentNotFound);
      }
      const appointment = await repository.findById(appointmentId);
      if (!appointment) throw new NotFoundError(BOOKING_MESSAGES.appointmentNotFound);
      return appointment;
    }
    if (!actor.user) throw new UnauthorizedError();
    const appointment = await repository.findById(appointmentId);
    const owns =
      appointment &&
      (appointment.userId === actor.user.id ||
        (actor.user.emailVerified &&
          appointment.patientEmail.toLowerCase() === actor.user.email.toLowerCase()));
    if (!appointment || !owns) throw new NotFoundError(BOOKING_MESSAGES.appointmentNotFound);
    return appointment;
  }

  /** 409 unless the appointment is paid, upcoming and more than 24 hours away. */
  function assertChangeable(appointment: AppointmentRow, now: Date): void {
    if (appointment.status !== 'agendado' || appointment.startsAt.getTime() <= now.getTime()) {
      throw new ConflictError(BOOKING_MESSAGES.notChangeable, 'not_changeable');
    }
    if (!canChange(appointment, now)) throw new ConflictError(CONSULTATION_MESSAGES.tooLate, 'too_late');
  }

  /** Why a guarded UPDATE changed nothing: the state moved under us between the read and the write. */
  async function refusalAfterRace(appointmentId: string, now: Date): Promise<never> {
    const current = await repository.findById(appointmentId);
    if (!current) throw new NotFoundError(BOOKING_MESSAGES.appointmentNotFound);
    assertChangeable(current, now);
    throw new ConflictError(BOOKING_MESSAGES.notChangeable, 'not_changeable');
  }

  /** Sends the 24-hour reminders that are due; safe to run in several processes at once. */
  async function sendDueReminders(): Promise<number> {
    const now = clock.now();
    const due = await repository.claimDueReminders(now, new Date(now.getTime() + DAY_MS));
    for (const { appointment } of due) {
      await sendSafely(
        'reminder',
        appointment.id,
        reminderEmail(forPatientMail(appointment), manageUrl(appointment)),
      );
    }
    return due.length;
  }

  /** Retries refunds the provider did not confirm (a cancellation, or a lost slot). */
  async function retryRefunds(): Promise<number> {
    const now = clock.now();
    let settled = 0;
    for (const appointment of await repository.listPendingRefunds()) {
      if (now.getTime() - (appointment.refundRequestedAt?.getTime() ?? 0) < REFUND_RETRY_AFTER_MS) continue;
      if (!(await settleRefund(appointment))) continue;
      settled += 1;
      if (appointment.status === 'expirado') {
        await sendSafely('slot_lost_refund', appointment.id, slotLostRefundEmail(appointment));
      }
    }
    return settled;
  }

  return {
    /** GET /api/psychologists/:id/slots — one database round trip (ADR 008). */
    async listSlots(psychologistId: string, isoDay: string): Promise<SlotsResponse> {
      if (!parseIsoDay(isoDay)) throw new BadRequestError(BOOKING_MESSAGES.badDate, 'validation');
      const now = clock.now();
      const day = await repository.readDay(psychologistId, { ...dayRange(isoDay), now });
      if (!day || !day.isActive) throw new NotFoundError(BOOKING_MESSAGES.psychologistNotFound);
      const empty = { date: isoDay, timeZone: ZONE, slots: [] };
      if (isWeekend(isoDay) || isoDay < zonedDayOf(now, ZONE)) return empty;
      const taken = day.taken.map((start) => start.getTime());
      const slotMs = SLOT_MINUTES * MINUTE_MS;
      return {
        ...empty,
        slots: slotsOfDay(isoDay, day)
          .filter((slot) => slot.startsAt.getTime() > now.getTime())
          .map((slot) => ({
            startsAt: slot.startsAt.toISOString(),
            time: slot.time,
            // An appointment kept from before a window changed may start off the hour: it still blocks its hour.
            available: !taken.some((start) => Math.abs(start - slot.startsAt.getTime()) < slotMs),
          })),
      };
    },

    /**
     * Holds the slot and opens the payment page. The price is the booker's plan price right now; whatever the
     * browser sent as price is ignored. The partial unique index decides who gets a contested slot.
     */
    async startCheckout(
      user: SessionUser | null,
      body: ConsultationCheckoutBody['appointment_data'],
    ): Promise<ConsultationCheckoutResponse> {
      const now = clock.now();
      const startsAt = new Date(body.appointment_date);
      const { day, slot, isoDay } = await validateSlot(body.psychologist_id, startsAt, now);
      const planAccess = user ? await accounts.getPlanAccess(user.id) : { active: false, planType: null };
      const price = consultationPrice(planAccess);

      let held;
      try {
        held = await repository.transaction(async (tx) => {
          if (await repository.isDayOffUnderLock(tx, body.psychologist_id, isoDay)) throw slotInvalid();
          // An expired hold frees its slot here and now, without waiting for any job or provider event.
          const lapsed = await repository.expireLapsedHolds(tx, {
            psychologistId: body.psychologist_id,
            startsAt: slot.startsAt,
            now,
            ownUserId: user?.id ?? null,
          });
          const appointment = await repository.insertHold(tx, {
            userId: user?.id ?? null,
            psychologistId: body.psychologist_id,
            psychologistName: day.name,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            priceCents: price.priceCents,
            status: 'reservado',
            isSubscriber: planAccess.active,
            discountApplied: price.discountPercent > 0,
            discountPercent: price.discountPercent,
            patientName: body.name,
            patientEmail: body.email,
            patientPhone: body.phone,
            patientCpf: body.cpf ?? null,
            payerIsPatient: body.payer_is_patient,
            payerName: body.payer_is_patient ? null : (body.payer_name ?? null),
            payerCpf: body.payer_is_patient ? null : (body.payer_cpf ?? null),
            holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * MINUTE_MS),
          });
          if (
            body.is_adult !== true &&
            !(await attachGuardianAuthorization(tx, body.guardian_authorization_id!, appointment.id))
          ) {
            throw new BadRequestError(
              'Não encontramos a autorização do responsável, ou ela já foi usada em outra consulta. Envie-a de novo.',
              'guardian_authorization_invalid',
            );
          }
          // The next booking and /conta start from the CPF typed here; a CPF already on the account stays.
          if (user && body.cpf) await repository.setProfileCpfIfMissing(tx, user.id, body.cpf);
          return { appointment, lapsed };
        });
      } catch (error) {
        if (isSlotTakenViolation(error)) throw slotTaken();
        throw error;
      }
      await expireProviderSessions(held.lapsed);

      const { appointment } = held;
      const local = new TZDate(slot.startsAt.getTime(), ZONE);
      let created;
      try {
        created = await payments.createCheckout({
          purpose: 'consultation',
          appointmentId: appointment.id,
          userId: user?.id ?? null,
          amountCents: price.priceCents,
          description: `Aria — Consulta com ${day.name}, ${format(local, 'dd/MM/yyyy')} às ${format(local, 'HH:mm')} (${CONSULTATION_MINUTES} min)`,
          customerEmail: body.email,
          successUrl: `${config.publicUrl}/consultas-sucesso?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${config.publicUrl}/consultas-agendamento?psicologo=${body.psychologist_id}`,
          expiresAt: new Date(now.getTime() + HOLD_MINUTES * MINUTE_MS),
        });
      } catch (error) {
        // Nothing was sold: the slot goes back at once rather than staying held for half an hour.
        await repository.deleteUnpaidHold(appointment.id);
        log.error(
          { err: error, event: 'booking.checkout_failed', appointmentId: appointment.id },
          'checkout failed',
        );
        throw new UpstreamError(CONSULTATION_MESSAGES.checkoutFailed);
      }
      // The hold lasts exactly as long as the session can be paid.
      await repository.attachCheckout(appointment.id, {
        sessionId: created.sessionId,
        holdExpiresAt: created.expiresAt,
      });
      return { url: created.url, sessionId: created.sessionId };
    },

    /**
     * The redirect's fast path; the webhook fulfils the same session either way. A visitor's session answers to
     * whoever holds its id; a session started signed in answers only to that account.
     */
    async verify(user: SessionUser | null, sessionId: string): Promise<PatientAppointment> {
      const session = await repository.findConsultationSession(sessionId);
      if (!session || !session.appointmentId || (session.userId !== null && session.userId !== user?.id)) {
        throw new NotFoundError('Sessão de pagamento não encontrada.');
      }
      try {
        await payments.fulfilCheckout(sessionId, {
          purpose: 'consultation',
          ...(session.userId ? { userId: session.userId } : {}),
        });
      } catch (error) {
        // A refunded session is answered from the appointment below (lost slot, or cancelled later).
        if (!(error instanceof DomainError && error.code === 'payment_refunded')) throw error;
      }
      const appointment = await repository.findById(session.appointmentId);
      if (!appointment) throw new NotFoundError('Sessão de pagamento não encontrada.');
      if (appointment.status === 'expirado' && appointment.refundRequestedAt) {
        throw new ConflictError(CONSULTATION_MESSAGES.slotLostRefunded, 'slot_lost_refunded');
      }
      return toPatientAppointment(appointment, session.userId === null ? 'link' : 'session');
    },

    async listMine(user: SessionUser): Promise<MyConsultationsResponse> {
      // Anyone can sign up with any address: until it is confirmed, it unlocks no visitor's consultation.
      const rows = await repository.listForPatient({
        userId: user.id,
        verifiedEmail: user.emailVerified ? user.email : null,
      });
      return {
        appointments: rows.map((row) => toPatientAppointment(row)),
        unconfirmedEmail: user.emailVerified ? null : user.email,
      };
    },

    async findByLink(token: string): Promise<PatientAppointment> {
      const appointmentId = readManageToken(config.authSecret, token, clock.now());
      const appointment = appointmentId ? await repository.findById(appointmentId) : null;
      if (!appointment) throw new NotFoundError('Link inválido ou expirado.');
      return toPatientAppointment(appointment, 'link');
    },

    /**
     * The .ics of a booked consultation, for 'Minhas consultas' (the session) and the success page (the checkout
     * session id, the same capability as verify; a checkout started by an account answers only to that account).
     */
    async calendarInvite(
      user: SessionUser | null,
      appointmentId: string,
      sessionId?: string,
    ): Promise<string> {
      const appointment = await repository.findById(appointmentId);
      const bySession =
        appointment !== null &&
        sessionId !== undefined &&
        appointment.checkoutSessionId === sessionId &&
        (appointment.userId === null || appointment.userId === user?.id);
      const found = bySession ? appointment : user ? await authorize({ user }, appointmentId) : null;
      if (!found) throw new NotFoundError(BOOKING_MESSAGES.appointmentNotFound);
      if (found.status !== 'agendado') {
        throw new ConflictError('Só consultas agendadas podem ir para a agenda.', 'not_booked');
      }
      // The room's link as the patient's e-mails carry it: absolute, signed until the room closes (ADR 025).
      return consultationInvite(forPatientMail(found));
    },

    /** Up to 24 hours before the start: cancels, refunds in full and frees the slot. */
    async cancel(actor: AppointmentActor, appointmentId: string): Promise<PatientAppointment> {
      const now = clock.now();
      const appointment = await authorize(actor, appointmentId);
      assertChangeable(appointment, now);
      const cancelled = await repository.cancelInTime(
        appointmentId,
        now,
        new Date(now.getTime() + CHANGE_NOTICE_MS),
      );
      if (!cancelled) return refusalAfterRace(appointmentId, now);
      log.info({ event: 'booking.cancelled', appointmentId }, 'consultation cancelled');
      await settleRefund(cancelled);
      const found = await repository.findWithPsychologistEmail(appointmentId);
      const current = found?.appointment ?? cancelled;
      await sendSafely('cancellation', appointmentId, cancellationEmail(current));
      if (found) {
        await sendSafely(
          'psychologist_cancellation',
          appointmentId,
          psychologistCancellationEmail(current, found.psychologistEmail),
        );
      }
      return toPatientAppointment(current, actor.token === undefined ? 'session' : 'link');
    },

    /**
     * The psychologist cancels an own upcoming consultation (a sick day, days off over booked consultations, issue
     * 24): no 24-hour rule binds them, the patient is refunded in full and e-mailed, as when the patient cancels.
     */
    async cancelByPsychologist(psychologistId: string, appointmentId: string): Promise<void> {
      const now = clock.now();
      const appointment = await repository.findById(appointmentId);
      if (!appointment || appointment.psychologistId !== psychologistId) {
        throw new NotFoundError(BOOKING_MESSAGES.appointmentNotFound);
      }
      if (appointment.status !== 'agendado' || appointment.startsAt.getTime() <= now.getTime()) {
        throw new ConflictError(BOOKING_MESSAGES.notChangeable, 'not_changeable');
      }
      const cancelled = await repository.cancelInTime(appointmentId, now, now);
      if (!cancelled) throw new ConflictError(BOOKING_MESSAGES.notChangeable, 'not_changeable');
      log.info({ event: 'booking.cancelled_by_psychologist', appointmentId }, 'consultation cancelled');
      await settleRefund(cancelled);
      await sendSafely('cancellation', appointmentId, cancellationEmail(cancelled));
    },

    /**
     * Up to 24 hours before the start: moves the appointment to another free slot of the same psychologist with
     * one guarded UPDATE; the unique index answers a taken slot.
     */
    async reschedule(
      actor: AppointmentActor,
      appointmentId: string,
      newStart: string,
    ): Promise<PatientAppointment> {
      const now = clock.now();
      const appointment = await authorize(actor, appointmentId);
      assertChangeable(appointment, now);
      const startsAt = new Date(newStart);
      if (startsAt.getTime() === appointment.startsAt.getTime())
        return toPatientAppointment(appointment, actor.token === undefined ? 'session' : 'link');
      const { slot, isoDay } = await validateSlot(appointment.psychologistId, startsAt, now);
      let moved;
      try {
        moved = await repository.transaction(async (tx) => {
          if (await repository.isDayOffUnderLock(tx, appointment.psychologistId, isoDay)) throw slotInvalid();
          const lapsed = await repository.expireLapsedHolds(tx, {
            psychologistId: appointment.psychologistId,
            startsAt: slot.startsAt,
            now,
          });
          const row = await repository.moveInTime(tx, appointmentId, {
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            changeDeadline: new Date(now.getTime() + CHANGE_NOTICE_MS),
          });
          return { row, lapsed };
        });
      } catch (error) {
        if (isSlotTakenViolation(error)) throw slotTaken();
        throw error;
      }
      if (!moved.row) return refusalAfterRace(appointmentId, now);
      await expireProviderSessions(moved.lapsed);
      log.info({ event: 'booking.rescheduled', appointmentId }, 'consultation rescheduled');
      const found = await repository.findWithPsychologistEmail(appointmentId);
      const sequence = Math.floor(now.getTime() / 1000);
      await sendSafely(
        'reschedule',
        appointmentId,
        rescheduleEmail(forPatientMail(moved.row), appointment.startsAt, manageUrl(moved.row), sequence),
      );
      if (found) {
        await sendSafely(
          'psychologist_reschedule',
          appointmentId,
          psychologistRescheduleEmail(
            forPsychologistMail(moved.row),
            appointment.startsAt,
            found.psychologistEmail,
            sequence,
          ),
        );
      }
      return toPatientAppointment(moved.row, actor.token === undefined ? 'session' : 'link');
    },

    sendDueReminders,
    retryRefunds,

    /** One tick of the background job (reminders.ts runs it every minute). */
    async runBackgroundTick(): Promise<{ reminders: number; refunds: number }> {
      return { reminders: await sendDueReminders(), refunds: await retryRefunds() };
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
