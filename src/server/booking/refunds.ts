import { MINUTE_MS, type BookingContext } from './context';
import { slotLostRefundEmail } from './emails';
import type { AppointmentRow } from './repository';

/** A refund younger than this is still in the hands of the request that asked for it. */
const REFUND_RETRY_AFTER_MS = 2 * MINUTE_MS;

export function createRefunds({ repository, payments, clock, log, sendSafely }: BookingContext) {
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

  return { settleRefund, retryRefunds };
}

export type Refunds = ReturnType<typeof createRefunds>;
