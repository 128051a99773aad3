import { randomBytes } from 'node:crypto';
import { roomPath } from '../../shared/contracts/consultation-room';
import type { Clock } from '../clock';
import { ConflictError } from '../errors';
import { FULFILMENT_MESSAGES, type PurposeHandlers } from '../payments/fulfilment';
import { METADATA } from '../payments/provider';
import type { BookingRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

function mismatch(): ConflictError {
  return new ConflictError(FULFILMENT_MESSAGES.mismatch, 'payment_mismatch');
}

/**
 * Where the consultation happens: the built-in room's path (made absolute, and signed for the patient, when it
 * is shown; ADR 025), or, with VIDEO_BASE_URL, a room of that self-hosted Jitsi nobody can guess (144 random bits).
 */
export function newVideoLink(appointmentId: string, videoBaseUrl: string | undefined): string {
  if (!videoBaseUrl) return roomPath(appointmentId);
  return `${videoBaseUrl}/aria-${randomBytes(18).toString('base64url')}`;
}

/**
 * How a paid consultation session takes effect; registered with payments for the 'consultation' purpose, so the
 * redirect (verify) and the webhook share it (ADR 003). The held appointment becomes 'agendado'. A payment that
 * arrives after its hold lapsed re-takes the slot if it is still free; if someone else has it, the appointment
 * stays 'expirado' with a refund owed, paid back after commit — never two appointments in one slot.
 */
export function createConsultationFulfilmentHandler(deps: {
  repository: BookingRepository;
  clock: Clock;
  videoBaseUrl: string | undefined;
  /** After commit, on the call that fulfilled: e-mails, or the refund of a lost slot. */
  afterFulfilled(appointmentId: string): Promise<void>;
}): PurposeHandlers {
  const { repository, clock } = deps;

  return {
    validate(session, remote) {
      if (!session.appointmentId) throw mismatch();
      if (remote.metadata[METADATA.appointmentId] !== session.appointmentId) throw mismatch();
      if (session.userId && remote.metadata[METADATA.userId] !== session.userId) throw mismatch();
    },

    async apply(tx, session) {
      const appointment = await repository.findByIdForUpdate(tx, session.appointmentId as string);
      if (!appointment) throw mismatch();
      // The price charged must be the one the appointment was sold at.
      if (
        appointment.priceCents !== session.amountCents ||
        (appointment.checkoutSessionId !== null && appointment.checkoutSessionId !== session.id)
      ) {
        throw mismatch();
      }
      if (appointment.status === 'agendado') return;
      const now = clock.now();
      const stillAhead = appointment.startsAt.getTime() > now.getTime();
      if (stillAhead && (appointment.status === 'reservado' || appointment.status === 'expirado')) {
        // Booked inside the reminder window: the confirmation itself is the reminder.
        const reminderSentAt = appointment.startsAt.getTime() - now.getTime() <= DAY_MS ? now : null;
        const confirmed = await repository.confirm(tx, appointment.id, {
          videoLink: newVideoLink(appointment.id, deps.videoBaseUrl),
          reminderSentAt,
          checkoutSessionId: session.id,
        });
        if (confirmed) return;
      }
      await repository.markRefundRequested(tx, appointment.id, now);
    },

    async afterCommit(session) {
      if (session.appointmentId) await deps.afterFulfilled(session.appointmentId);
    },

    async onExpired(tx, session) {
      if (session.appointmentId) await repository.expireHold(tx, session.appointmentId);
    },

    async onPaymentFailed(tx, session) {
      if (session.appointmentId) await repository.expireHold(tx, session.appointmentId);
    },
  };
}
