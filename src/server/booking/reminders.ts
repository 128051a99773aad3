import type { FastifyInstance } from 'fastify';

/**
 * Runs the booking's background tick (24-hour reminders, refund retries) inside the server process, every minute
 * by default (BACKGROUND_TICK_MS), from onReady until onClose (ADR 009): no separate worker to start. Several
 * processes may run it at once; the due-list query skips rows another process has locked. Off when
 * BACKGROUND_JOBS_ENABLED is false (tests).
 */
export function scheduleBookingJobs(app: FastifyInstance, intervalMs = app.config.backgroundTickMs): void {
  if (!app.config.backgroundJobsEnabled) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const tick = () => {
    // A slow tick (SMTP, provider) is never overlapped by the next one in the same process.
    if (running) return;
    running = app.services.booking
      .runBackgroundTick()
      .then((outcome) => {
        if (outcome.reminders > 0 || outcome.refunds > 0) {
          app.log.info({ event: 'booking.tick', ...outcome }, 'booking background tick');
        }
      })
      .catch((error: unknown) =>
        app.log.error({ err: error, event: 'booking.tick_failed' }, 'booking tick failed'),
      )
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
