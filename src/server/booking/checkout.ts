import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  CONSULTATION_MESSAGES,
  type ConsultationCheckoutBody,
  type ConsultationCheckoutResponse,
  type PatientAppointment,
} from '../../shared/contracts/consultations';
import { CONSULTATION_MINUTES, consultationPrice } from '../../shared/consultation-pricing';
import type { SessionUser } from '../auth/guards';
import { BadRequestError, ConflictError, DomainError, NotFoundError, UpstreamError } from '../errors';
import { attachGuardianAuthorization } from '../guardian-authorizations/repository';
import { MINUTE_MS, ZONE, type BookingContext } from './context';
import { confirmationEmail, psychologistNoticeEmail, slotLostRefundEmail } from './emails';
import type { Refunds } from './refunds';
import type { Slots } from './slots';

/**
 * docs/product.md, Booking a consultation: a checkout holds its slot for 30 minutes; the provider may lengthen it
 * (Stripe: at least 31).
 */
export const HOLD_MINUTES = 30;

/** Booking and paying: the hold, the payment page, the redirect back, and what follows a payment. */
export function createCheckout(
  context: BookingContext,
  { validateSlot, takeSlot }: Pick<Slots, 'validateSlot' | 'takeSlot'>,
  { settleRefund }: Pick<Refunds, 'settleRefund'>,
) {
  const { config, clock, payments, accounts, repository, log, sendSafely } = context;

  return {
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

      const held = await takeSlot(
        {
          psychologistId: body.psychologist_id,
          isoDay,
          startsAt: slot.startsAt,
          now,
          ownUserId: user?.id ?? null,
        },
        async (tx) => {
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
          return appointment;
        },
      );
      await context.expireProviderSessions(held.lapsed);

      const appointment = held.written;
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
      return context.toPatientAppointment(appointment, session.userId === null ? 'link' : 'session');
    },

    /** After the fulfilment transaction: e-mails for a confirmation, or the refund of a slot lost to someone else. */
    async afterFulfilled(appointmentId: string): Promise<void> {
      const found = await repository.findWithPsychologistEmail(appointmentId);
      if (!found) return;
      const { appointment, psychologistEmail } = found;
      if (appointment.status === 'agendado') {
        log.info({ event: 'booking.confirmed', appointmentId }, 'consultation confirmed');
        await sendSafely(
          'confirmation',
          appointmentId,
          confirmationEmail(context.forPatientMail(appointment), context.manageUrl(appointment)),
        );
        await sendSafely(
          'psychologist_notice',
          appointmentId,
          psychologistNoticeEmail(context.forPsychologistMail(appointment), psychologistEmail),
        );
        return;
      }
      if (appointment.refundRequestedAt && !appointment.refundedAt) {
        log.warn({ event: 'booking.slot_lost', appointmentId }, 'paid after the hold was lost: refunding');
        if (await settleRefund(appointment)) {
          await sendSafely('slot_lost_refund', appointmentId, slotLostRefundEmail(appointment));
        }
      }
    },
  };
}
