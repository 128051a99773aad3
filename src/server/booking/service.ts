import { createCheckout } from './checkout';
import { createBookingContext, type BookingDeps } from './context';
import { createConsultationFulfilmentHandler } from './fulfilment-handler';
import { createManage } from './manage';
import { createRefunds } from './refunds';
import { createReminders } from './reminders';
import { createSlots } from './slots';

/**
 * Routes, the psychologists domain and the background tick see one booking service; its use cases (slots.ts,
 * checkout.ts, manage.ts, refunds.ts, reminders.ts) share one context, so they are built over it here.
 */
export function createBookingService(deps: BookingDeps) {
  const context = createBookingContext(deps);
  const slots = createSlots(context);
  const refunds = createRefunds(context);
  const checkout = createCheckout(context, slots, refunds);
  const manage = createManage(context, slots, refunds);
  const { sendDueReminders } = createReminders(context);

  deps.payments.registerPurpose(
    'consultation',
    createConsultationFulfilmentHandler({
      repository: context.repository,
      clock: deps.clock,
      videoBaseUrl: deps.config.videoBaseUrl,
      afterFulfilled: checkout.afterFulfilled,
    }),
  );

  return {
    listSlots: slots.listSlots,
    startCheckout: checkout.startCheckout,
    verify: checkout.verify,
    listMine: manage.listMine,
    findByLink: manage.findByLink,
    calendarInvite: manage.calendarInvite,
    cancel: manage.cancel,
    cancelByPsychologist: manage.cancelByPsychologist,
    reschedule: manage.reschedule,
    sendDueReminders,
    retryRefunds: refunds.retryRefunds,

    /** One tick of the background job (background-jobs.ts runs it every minute). */
    async runBackgroundTick(): Promise<{ reminders: number; refunds: number }> {
      return { reminders: await sendDueReminders(), refunds: await refunds.retryRefunds() };
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
