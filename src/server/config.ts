import path from 'node:path';
import type { IceServerConfig } from '../shared/contracts/consultation-room';
import { envSchema, type DatabasePoolSettings } from './config/env';
import { ConfigError } from './config/error';
import { refuseDevelopmentDefaults } from './config/production-defaults';
import { resolveAuthSecret, resolveDataKey } from './config/secrets';
import { parseTrustedProxies } from './config/trusted-proxies';
import { parseWebrtc } from './config/webrtc';

export { DEFAULT_DATABASE_POOL, type DatabasePoolSettings, type Env } from './config/env';
export { ConfigError } from './config/error';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** `memory://` for an in-memory PGlite, a postgres:// URL for `pg`, or a folder for an on-disk PGlite. */
  database:
    { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; pool: DatabasePoolSettings };
  /** PostgreSQL's pool; kept apart from `database` so tests that open their own database reuse it. */
  databasePool: DatabasePoolSettings;
  authSecret: string;
  /** 32 bytes for AES-256-GCM encryption of psychologists' bank details at rest. */
  bankDetailsKey: Buffer;
  /** 32 bytes for AES-256-GCM encryption of clinical records at rest (CFP Res. 01/2009, ADR 026). */
  clinicalRecordsKey: Buffer;
  /**
   * The folder files were kept in before the file store (and still are with `fileStorage.kind === 'local'`);
   * never served publicly.
   */
  uploadsDir: string;
  /**
   * Where uploaded files live (ADR 024): a folder on the embedded PGlite, PostgreSQL itself on PostgreSQL, or an
   * S3-compatible bucket with FILE_STORAGE=s3.
   */
  fileStorage:
    | { kind: 'local'; dir: string }
    | { kind: 'database' }
    | {
        kind: 's3';
        endpoint?: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  /**
   * The addresses and CIDR ranges of our own reverse proxies; only their X-Forwarded-For entries are believed, so
   * `request.ip` is the first address to the right that is not one of them. Empty: the socket's address.
   */
  trustProxy: string[];
  trustedOrigins: string[];
  social: {
    google?: { clientId: string; clientSecret: string };
    facebook?: { clientId: string; clientSecret: string };
  };
  payments: {
    provider: 'sandbox' | 'stripe';
    stripeSecretKey?: string;
    stripeWebhookSecret?: string;
    /** Lets tests point the SDK at a local fake of Stripe's API. */
    stripeApiBaseUrl?: string;
    pix: boolean;
  };
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  contactEmail: string;
  contactWhatsapp: string;
  ariaLlm?: { baseUrl: string; apiKey: string; model: string; timeoutMs: number };
  /** Chat messages one subscriber may send per minute; each may cost an LLM call. */
  ariaRateLimitPerMinute: number;
  /** Set only for a self-hosted Jitsi; otherwise the built-in room at /consultas/sala/:id. */
  videoBaseUrl?: string;
  /** STUN/TURN for the built-in room; TURN credentials are minted per participant with `turnSecret`. */
  webrtc: { iceServers: IceServerConfig[]; turnSecret?: string };
  plansFreeTest: boolean;
  demoData: boolean;
  logLevel: string;
  /** Off only for the browser suite, which signs many people up from one address in a minute. */
  rateLimitEnabled: boolean;
  /** The in-process interval jobs (booking reminders and refund retries); off by default under NODE_ENV=test. */
  backgroundJobsEnabled: boolean;
  /** How often that tick runs; shorter only in tests that wait for a reminder. */
  backgroundTickMs: number;
}

function pair(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const isProduction = e.NODE_ENV === 'production';
  const databasePool: DatabasePoolSettings = {
    max: e.DATABASE_POOL_MAX,
    connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
  };

  if (e.PAYMENTS_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
  }
  if ((e.ARIA_LLM_BASE_URL && !e.ARIA_LLM_MODEL) || (!e.ARIA_LLM_BASE_URL && e.ARIA_LLM_MODEL)) {
    throw new ConfigError('ARIA_LLM_BASE_URL and ARIA_LLM_MODEL are set together.');
  }
  if (isProduction) refuseDevelopmentDefaults(e);
  const onPostgres = Boolean(e.DATABASE_URL?.startsWith('postgres'));
  const fileStorageKind = e.FILE_STORAGE ?? (onPostgres ? 'database' : 'local');
  if (fileStorageKind === 'database' && !onPostgres) {
    throw new ConfigError(
      'FILE_STORAGE=database needs DATABASE_URL on PostgreSQL; on the embedded PGlite files stay in DATA_DIR/uploads.',
    );
  }
  if (fileStorageKind === 's3' && (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'FILE_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT outside Amazon S3).',
    );
  }
  const uploadsDir = path.join(dataDir, 'uploads');

  // Local development servers (Vite on 5173) are trusted only outside production, so a production
  // deployment never accepts a cross-origin request from localhost.
  // Outside production both loopback names reach the same server, so a newcomer who opens http://127.0.0.1:3000
  // instead of localhost can still sign up (issue 14).
  const devOrigins = isProduction
    ? []
    : [
        'http://localhost:5173',
        'http://127.0.0.1:5173',
        `http://localhost:${e.PORT}`,
        `http://127.0.0.1:${e.PORT}`,
      ].filter((origin) => origin !== publicUrl);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    database: e.DATABASE_URL?.startsWith('postgres')
      ? { kind: 'postgres', url: e.DATABASE_URL, pool: databasePool }
      : {
          kind: 'pglite',
          dataDir: e.DATABASE_URL === 'memory://' ? 'memory://' : path.join(dataDir, 'pglite'),
        },
    databasePool,
    authSecret: resolveAuthSecret(e.AUTH_SECRET, e.NODE_ENV, dataDir),
    bankDetailsKey: resolveDataKey('BANK_DETAILS_KEY', e.BANK_DETAILS_KEY, e.NODE_ENV, dataDir),
    clinicalRecordsKey: resolveDataKey('CLINICAL_RECORDS_KEY', e.CLINICAL_RECORDS_KEY, e.NODE_ENV, dataDir),
    uploadsDir,
    fileStorage:
      fileStorageKind === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : fileStorageKind === 'database'
          ? { kind: 'database' }
          : { kind: 'local', dir: uploadsDir },
    trustProxy: parseTrustedProxies(e.TRUST_PROXY),
    trustedOrigins: [publicUrl, ...devOrigins],
    social: {
      google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      facebook: pair(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET),
    },
    payments: {
      provider: e.PAYMENTS_PROVIDER,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiBaseUrl: e.STRIPE_API_BASE_URL,
      pix: e.STRIPE_PIX,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    contactEmail: e.CONTACT_EMAIL,
    contactWhatsapp: e.CONTACT_WHATSAPP,
    ariaLlm:
      e.ARIA_LLM_BASE_URL && e.ARIA_LLM_MODEL
        ? {
            baseUrl: e.ARIA_LLM_BASE_URL,
            apiKey: e.ARIA_LLM_API_KEY ?? 'not-needed',
            model: e.ARIA_LLM_MODEL,
            timeoutMs: e.ARIA_LLM_TIMEOUT_MS,
          }
        : undefined,
    ariaRateLimitPerMinute: e.ARIA_RATE_LIMIT_PER_MINUTE,
    videoBaseUrl: e.VIDEO_BASE_URL?.replace(/\/$/, ''),
    webrtc: parseWebrtc(e.WEBRTC_ICE_SERVERS, e.TURN_SECRET),
    plansFreeTest: e.PLANS_FREE_TEST,
    // Invented psychologists never reach a production directory unless someone asks for them.
    demoData: e.DEMO_DATA ?? !isProduction,
    logLevel: e.LOG_LEVEL,
    rateLimitEnabled: e.RATE_LIMIT_ENABLED,
    backgroundJobsEnabled: e.BACKGROUND_JOBS_ENABLED ?? e.NODE_ENV !== 'test',
    backgroundTickMs: e.BACKGROUND_TICK_MS,
  };
}

/** The one place that reads process.env. */
export function readConfig(): Config {
  return parseConfig(process.env);
}
