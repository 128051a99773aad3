import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAINT_FIRST_LOADER } from '../shared/contracts/page-loader';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoData } from './db/seed';
import { seedDemoPsychologistAccount } from './psychologists/demo-account';
import { createAuth } from './auth/auth';
import { authPlugin } from './auth/plugin';
import { systemClock, type Clock } from './clock';
import { createServices } from './services';
import { errorHandler } from './http/error-handler';
import { createOriginCheck } from './http/origin-check';
import { createDatabaseRateLimitStore } from './http/rate-limit-store';
import { clientRoutes } from './http/client-routes';
import { loggerOptions } from './http/logger';
import { recordRoutes } from './http/route-registry';
import { readinessRoutes } from './http/readiness';
import { accountsRoutes } from './accounts/routes';
import { paymentsRoutes } from './payments/routes';
import { plansRoutes } from './plans/routes';
import { ariaRoutes } from './aria/routes';
import { companyRoutes } from './company/routes';
import { psychologistsRoutes } from './psychologists/routes';
import { bookingRoutes } from './booking/routes';
import { scheduleBookingJobs } from './booking/background-jobs';
import { adminRoutes } from './admin/routes';
import { privacyRoutes } from './privacy/routes';
import { receiptsRoutes } from './receipts/routes';
import { clinicalRecordsRoutes } from './clinical-records/routes';
import { guardianAuthorizationsRoutes } from './guardian-authorizations/routes';
import { cliChannel, CLI_CHANNEL_PREFIX } from './admin/cli-channel';
import { consultationRoomRoutes } from './consultation-room/routes';
import { createRoomHub } from './consultation-room/room-hub';
import { createInProcessBus, createPostgresBus } from './consultation-room/signal-relay';

// Validation messages in Portuguese for every schema that does not carry its own.
z.config(z.locales.pt());

const PAINT_FIRST_LOADER_SOURCE = `'sha256-${createHash('sha256').update(PAINT_FIRST_LOADER).digest('base64')}'`;

export interface BuildAppOptions {
  config: Config;
  /** An already open database (tests share helpers); otherwise opened from config and closed with the app. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Folder of the built client; omitted in API tests. */
  clientDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout: tests read them. */
  logStream?: { write(line: string): void };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  recordRoutes(app);

  const database = options.database ?? (await openDatabase(config.database));
  if (!options.database) app.addHook('onClose', () => database.close());
  database.availability.useLogger(app.log);
  const clock = options.clock ?? systemClock;
  const services = createServices({ config, db: database.db, clock, log: app.log });
  const auth = createAuth(config, database.db, {
    log: app.log,
    onAccountCreating: async (userId, executor) => {
      // The first account of a person creates the profile: that is the sign-up, whose acceptance is recorded.
      // A provider linked later finds the profile there and records nothing.
      if (await services.accounts.ensureProfile(userId, executor)) {
        await services.privacy.recordSignUpAcceptance(userId, executor);
      }
    },
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseAvailability', database.availability);
  app.decorate('probeDatabase', database.probe);
  app.decorate('auth', auth);
  app.decorate('clock', clock);
  app.decorate('services', services);

  if (config.demoData) {
    await seedDemoData(database.db);
    await seedDemoPsychologistAccount(database.db);
  }

  app.setErrorHandler(errorHandler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The pre-rendered pages' one inline script, by its hash (ADR 037): no other inline script runs.
        scriptSrc: ["'self'", PAINT_FIRST_LOADER_SOURCE],
        // sonner and Radix set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: false,
    store: createDatabaseRateLimitStore(database.db),
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: 'too_many_requests',
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    }),
  });

  app.addHook(
    'onRequest',
    createOriginCheck(
      config.trustedOrigins,
      ['/api/payments/webhook/', CLI_CHANNEL_PREFIX],
      config.publicUrl,
    ),
  );

  await app.register(authPlugin, { auth });
  // Registered before any route, so a WebSocket handshake to an ordinary route is refused.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  await app.register(readinessRoutes);
  await app.register(accountsRoutes);
  await app.register(paymentsRoutes);
  await app.register(plansRoutes);
  await app.register(ariaRoutes);
  await app.register(companyRoutes);
  await app.register(psychologistsRoutes);
  await app.register(bookingRoutes);
  scheduleBookingJobs(app);
  await app.register(adminRoutes);
  await app.register(privacyRoutes);
  // The room's signalling (ADR 025): between processes through PostgreSQL LISTEN/NOTIFY; PGlite is one process.
  const signalBus =
    database.kind === 'postgres' && database.url
      ? createPostgresBus({
          url: database.url,
          db: database.db,
          availability: database.availability,
          connectTimeoutMs: config.databasePool.connectTimeoutMs,
          log: app.log,
        })
      : createInProcessBus();
  app.addHook('onReady', async () => {
    // The first handshakes of a fresh process should not miss a greeting because LISTEN was not yet issued.
    await Promise.race([signalBus.ready, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  });
  app.addHook('onClose', () => signalBus.close());
  await app.register(consultationRoomRoutes, { hub: createRoomHub(signalBus, app.log) });
  await app.register(receiptsRoutes);
  await app.register(clinicalRecordsRoutes);
  await app.register(guardianAuthorizationsRoutes);
  // Loopback-only, token-guarded, exempt from the Origin check: its caller is our CLI, not a browser (ADR 013).
  await app.register(cliChannel);

  const clientDir = options.clientDir;
  await app.register(clientRoutes, {
    clientDir: clientDir && existsSync(path.join(clientDir, 'index.html')) ? clientDir : undefined,
  });

  return app;
}
