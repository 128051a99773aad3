import type { FastifyInstance } from 'fastify';

/**
 * Runs the booking's background tick (24-hour reminders, refund retries) inside the server process, every minute
 * by default (BACKGROUND_TICK_MS), from onReady until onClose (ADR 009): no separate worker to start. Several
 * processes may run it at once; the due-list query skips rows another process has locked. Off when
 * BACKGROUND_JOBS_ENABLED is false (tests). A tick that meets the database away is skipped (issue 27).
 */
export function scheduleBookingJobs(app: FastifyInstance, intervalMs = app.config.backgroundTickMs): void {
  if (!app.config.backgroundJobsEnabled) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const tick = () => {
    // A slow tick (SMTP, provider) is never overlapped by the next one in the same process.
    if (running) return;
    running = runTick()
      .catch((error: unknown) => {
        // The database's outage is logged once by db/availability.ts; the next tick tries again.
        if (app.databaseAvailability.recordFailure(error)) return;
        app.log.error({ err: error, event: 'booking.tick_failed' }, 'booking tick failed');
      })
      .finally(() => {
        running = null;
      });
  };

  const runTick = async () => {
    // While the database is away the tick is skipped after one cheap query, instead of failing part-way through
    // its jobs; each job is its own transaction, so a tick cut short leaves nothing half-done either way.
    if (!app.databaseAvailability.available && !(await app.probeDatabase())) return;
    const outcome = await app.services.booking.runBackgroundTick();
    if (outcome.reminders > 0 || outcome.refunds > 0) {
      app.log.info({ event: 'booking.tick', ...outcome }, 'booking background tick');
    }
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
