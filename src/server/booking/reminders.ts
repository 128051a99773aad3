import { DAY_MS, type BookingContext } from './context';
import { reminderEmail } from './emails';

export function createReminders({
  repository,
  clock,
  sendSafely,
  forPatientMail,
  manageUrl,
}: BookingContext) {
  return {
    /** Sends the 24-hour reminders that are due; safe to run in several processes at once. */
    async sendDueReminders(): Promise<number> {
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
    },
  };
}
