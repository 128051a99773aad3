import {
  CONSULTATION_MESSAGES,
  type MyConsultationsResponse,
  type PatientAppointment,
} from '../../shared/contracts/consultations';
import type { SessionUser } from '../auth/guards';
import { ConflictError, NotFoundError, UnauthorizedError } from '../errors';
import { BOOKING_MESSAGES, CHANGE_NOTICE_MS, type BookingContext } from './context';
import {
  cancellationEmail,
  consultationInvite,
  psychologistCancellationEmail,
  psychologistRescheduleEmail,
  rescheduleEmail,
} from './emails';
import { readManageToken } from './manage-token';
import type { Refunds } from './refunds';
import type { AppointmentRow } from './repository';
import type { Slots } from './slots';

/** Who is asking to see or change an appointment: the signed-in patient, or the bearer of its signed link. */
export interface AppointmentActor {
  user: SessionUser | null;
  token?: string;
}

/** A booked consultation afterwards: listing it, its signed link, its calendar invite, cancelling, rescheduling. */
export function createManage(
  context: BookingContext,
  { validateSlot, takeSlot }: Pick<Slots, 'validateSlot' | 'takeSlot'>,
  { settleRefund }: Pick<Refunds, 'settleRefund'>,
) {
  const { config, clock, repository, log, sendSafely, toPatientAppointment } = context;

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
    if (!context.canChange(appointment, now))
      throw new ConflictError(CONSULTATION_MESSAGES.tooLate, 'too_late');
  }

  /** Why a guarded UPDATE changed nothing: the state moved under us between the read and the write. */
  async function refusalAfterRace(appointmentId: string, now: Date): Promise<never> {
    const current = await repository.findById(appointmentId);
    if (!current) throw new NotFoundError(BOOKING_MESSAGES.appointmentNotFound);
    assertChangeable(current, now);
    throw new ConflictError(BOOKING_MESSAGES.notChangeable, 'not_changeable');
  }

  return {
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
      return consultationInvite(context.forPatientMail(found));
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
      const moved = await takeSlot(
        { psychologistId: appointment.psychologistId, isoDay, startsAt: slot.startsAt, now },
        (tx) =>
          repository.moveInTime(tx, appointmentId, {
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            changeDeadline: new Date(now.getTime() + CHANGE_NOTICE_MS),
          }),
      );
      const row = moved.written;
      if (!row) return refusalAfterRace(appointmentId, now);
      await context.expireProviderSessions(moved.lapsed);
      log.info({ event: 'booking.rescheduled', appointmentId }, 'consultation rescheduled');
      const found = await repository.findWithPsychologistEmail(appointmentId);
      const sequence = Math.floor(now.getTime() / 1000);
      await sendSafely(
        'reschedule',
        appointmentId,
        rescheduleEmail(context.forPatientMail(row), appointment.startsAt, context.manageUrl(row), sequence),
      );
      if (found) {
        await sendSafely(
          'psychologist_reschedule',
          appointmentId,
          psychologistRescheduleEmail(
            context.forPsychologistMail(row),
            appointment.startsAt,
            found.psychologistEmail,
            sequence,
          ),
        );
      }
      return toPatientAppointment(row, actor.token === undefined ? 'session' : 'link');
    },
  };
}
