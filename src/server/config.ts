import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { iceServerSchema, type IceServerConfig } from '../shared/contracts/consultation-room';
import { needsTurnSecret } from './consultation-room/turn-credentials';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

export interface DatabasePoolSettings {
  max: number;
  /** Both opening a connection and waiting for a free one in the pool. */
  connectTimeoutMs: number;
  /** PostgreSQL's statement_timeout on every pooled connection. */
  statementTimeoutMs: number;
}

/**
 * During an outage a request waits at most the connect timeout before its 503 (issue 27). The statement timeout
 * is there to end a stuck query (a lock held by a session that hangs), not to hurry slow ones.
 */
export const DEFAULT_DATABASE_POOL: DatabasePoolSettings = {
  max: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DEFAULT_DATABASE_POOL.max),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(DEFAULT_DATABASE_POOL.connectTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(DEFAULT_DATABASE_POOL.statementTimeoutMs),
  AUTH_SECRET: optionalString,
  BANK_DETAILS_KEY: optionalString,
  CLINICAL_RECORDS_KEY: optionalString,
  TRUST_PROXY: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE_URL: optionalString,
  STRIPE_PIX: booleanFlag.default(false),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Aria <nao-responda@aria.com.br>'),
  CONTACT_EMAIL: z.string().email().default('contato@aria.com.br'),
  CONTACT_WHATSAPP: z.string().default('+55 11 99999-0000'),
  ARIA_LLM_BASE_URL: optionalString,
  ARIA_LLM_API_KEY: optionalString,
  ARIA_LLM_MODEL: optionalString,
  ARIA_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  ARIA_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** A self-hosted Jitsi instead of the built-in room (ADR 025); unset, consultations use the built-in room. */
  VIDEO_BASE_URL: optionalString.pipe(z.string().url().optional()),
  WEBRTC_ICE_SERVERS: optionalString,
  TURN_SECRET: optionalString,
  PLANS_FREE_TEST: booleanFlag.default(false),
  DEMO_DATA: booleanFlag.optional(),
  RATE_LIMIT_ENABLED: booleanFlag.default(true),
  BACKGROUND_JOBS_ENABLED: booleanFlag.optional(),
  BACKGROUND_TICK_MS: z.coerce.number().int().min(100).default(60_000),
  FILE_STORAGE: z.enum(['local', 'database', 's3']).optional(),
  S3_ENDPOINT: optionalString.pipe(z.string().url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.input<typeof envSchema>;

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

export class ConfigError extends Error {}

function pair(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/**
 * In development the auth secret is generated once and kept in DATA_DIR, so sessions survive restarts without
 * asking a newcomer to configure anything. Production must set AUTH_SECRET: a secret on local disk would differ
 * between the processes behind a load balancer.
 */
function resolveAuthSecret(explicit: string | undefined, nodeEnv: string, dataDir: string): string {
  if (explicit) {
    if (explicit.length < 32) throw new ConfigError('AUTH_SECRET must have at least 32 characters.');
    return explicit;
  }
  if (nodeEnv === 'production') throw new ConfigError('AUTH_SECRET is required in production.');
  if (nodeEnv === 'test') return 'test-secret-test-secret-test-secret-0123456789';
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Bank details and clinical records are each encrypted with their own key, not the session secret, so rotating
 * AUTH_SECRET never makes them unreadable and one leaked key opens only one kind of data. Same lifecycle as the
 * auth secret: generated once into DATA_DIR in development, required in production.
 */
function resolveDataKey(
  variable: 'BANK_DETAILS_KEY' | 'CLINICAL_RECORDS_KEY',
  explicit: string | undefined,
  nodeEnv: string,
  dataDir: string,
): Buffer {
  if (explicit) {
    const key = /^[0-9a-f]{64}$/i.test(explicit)
      ? Buffer.from(explicit, 'hex')
      : Buffer.from(explicit, 'base64');
    if (key.length !== 32) throw new ConfigError(`${variable} must be 32 bytes, as 64 hex digits or base64.`);
    return key;
  }
  if (nodeEnv === 'production') throw new ConfigError(`${variable} is required in production.`);
  if (nodeEnv === 'test') return Buffer.alloc(32, variable === 'BANK_DETAILS_KEY' ? 7 : 9);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, variable.toLowerCase().replace(/_/g, '-'));
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

const TRUST_PROXY_HINT =
  'List the addresses or CIDR ranges of your own proxies, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8 ' +
  '(liste os endereços ou faixas CIDR dos seus proxies).';

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * `true` would make Fastify believe the left-most X-Forwarded-For entry, which the client writes itself: rotating
 * it would defeat every per-address limit (sign-in spraying, sign-up and mail spam, uploads). Only named proxies.
 */
function parseTrustedProxies(value: string | undefined): string[] {
  if (value === undefined || ['false', '0', 'no', 'off'].includes(value.toLowerCase())) return [];
  if (['true', '1', 'yes', 'on'].includes(value.toLowerCase())) {
    throw new ConfigError(
      `TRUST_PROXY=${value} would trust any client's X-Forwarded-For (qualquer cliente escolheria o próprio ` +
        `endereço). ${TRUST_PROXY_HINT}`,
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (invalid.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY has entries that are not addresses or CIDRs: ${invalid.join(', ')}. ${TRUST_PROXY_HINT}`,
    );
  }
  return entries;
}

/**
 * The embedded defaults let a fresh machine run with no account anywhere; in production each would fail open: the
 * sandbox hands plans and consultations to anyone typing its public test card, the outbox keeps every e-mail on
 * local disk where nobody receives it, a Stripe base URL sends payments to whatever server it names, and demo data
 * lists invented psychologists with a published password. Each is refused at start, naming its variable.
 */
function refuseDevelopmentDefaults(e: z.output<typeof envSchema>): void {
  const problems: string[] = [];
  if (e.PAYMENTS_PROVIDER === 'sandbox') {
    problems.push(
      'PAYMENTS_PROVIDER is sandbox: set PAYMENTS_PROVIDER=stripe (o pagamento de teste liberaria planos e ' +
        'consultas a qualquer pessoa).',
    );
  }
  if (!e.SMTP_URL) {
    problems.push(
      'SMTP_URL is not set: e-mails would only be written to DATA_DIR/outbox (ninguém receberia os e-mails).',
    );
  }
  if (e.STRIPE_API_BASE_URL) {
    problems.push(
      'STRIPE_API_BASE_URL is for tests only: remove it (os pagamentos iriam para outro servidor que não o da Stripe).',
    );
  }
  if (e.DEMO_DATA === true) {
    problems.push(
      'DEMO_DATA=true: remove it (psicólogos fictícios e uma senha publicada no README entrariam em produção).',
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`NODE_ENV=production refuses the development defaults: ${problems.join(' ')}`);
  }
}

const ICE_HINT =
  'WEBRTC_ICE_SERVERS is a JSON array of RTCIceServer, e.g. ' +
  '[{"urls":"stun:turn.exemplo.com.br:3478"},{"urls":["turn:turn.exemplo.com.br:3478?transport=udp","turns:turn.exemplo.com.br:5349"]}]';

/**
 * Empty by default: two browsers on one machine or one network connect through their host candidates, and no
 * third party learns of a consultation. A TURN entry without its own credential needs TURN_SECRET (coturn's
 * use-auth-secret), so every participant gets a short-lived credential of their own (ADR 025).
 */
function parseWebrtc(json: string | undefined, turnSecret: string | undefined): Config['webrtc'] {
  let raw: unknown = [];
  if (json) {
    try {
      raw = JSON.parse(json);
    } catch {
      throw new ConfigError(`WEBRTC_ICE_SERVERS is not valid JSON. ${ICE_HINT}`);
    }
  }
  const parsed = z.array(iceServerSchema).safeParse(raw);
  if (!parsed.success) throw new ConfigError(`WEBRTC_ICE_SERVERS has an invalid entry. ${ICE_HINT}`);
  if (needsTurnSecret(parsed.data) && !turnSecret) {
    throw new ConfigError('WEBRTC_ICE_SERVERS lists a TURN server without a credential: set TURN_SECRET.');
  }
  if (turnSecret && turnSecret.length < 16)
    throw new ConfigError('TURN_SECRET must have at least 16 characters.');
  return { iceServers: parsed.data, turnSecret };
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
