import { z } from 'zod';

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

/** The server itself, where it keeps its data, and how it logs. */
const serverEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

const databaseEnv = {
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
};

/** The secrets and keys; each is generated into DATA_DIR in development and required in production. */
const secretsEnv = {
  AUTH_SECRET: optionalString,
  BANK_DETAILS_KEY: optionalString,
  CLINICAL_RECORDS_KEY: optionalString,
};

/** Who may reach the server, and how people sign in. */
const accessEnv = {
  TRUST_PROXY: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  RATE_LIMIT_ENABLED: booleanFlag.default(true),
};

const paymentsEnv = {
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE_URL: optionalString,
  STRIPE_PIX: booleanFlag.default(false),
  PLANS_FREE_TEST: booleanFlag.default(false),
};

const mailEnv = {
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Aria <nao-responda@aria.com.br>'),
  CONTACT_EMAIL: z.string().email().default('contato@aria.com.br'),
  CONTACT_WHATSAPP: z.string().default('+55 11 99999-0000'),
};

const ariaEnv = {
  ARIA_LLM_BASE_URL: optionalString,
  ARIA_LLM_API_KEY: optionalString,
  ARIA_LLM_MODEL: optionalString,
  ARIA_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  ARIA_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
};

const consultationRoomEnv = {
  /** A self-hosted Jitsi instead of the built-in room (ADR 025); unset, consultations use the built-in room. */
  VIDEO_BASE_URL: optionalString.pipe(z.string().url().optional()),
  WEBRTC_ICE_SERVERS: optionalString,
  TURN_SECRET: optionalString,
};

const jobsEnv = {
  DEMO_DATA: booleanFlag.optional(),
  BACKGROUND_JOBS_ENABLED: booleanFlag.optional(),
  BACKGROUND_TICK_MS: z.coerce.number().int().min(100).default(60_000),
};

const fileStorageEnv = {
  FILE_STORAGE: z.enum(['local', 'database', 's3']).optional(),
  S3_ENDPOINT: optionalString.pipe(z.string().url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
};

export const envSchema = z.object({
  ...serverEnv,
  ...databaseEnv,
  ...secretsEnv,
  ...accessEnv,
  ...paymentsEnv,
  ...mailEnv,
  ...ariaEnv,
  ...consultationRoomEnv,
  ...jobsEnv,
  ...fileStorageEnv,
});

export type Env = z.input<typeof envSchema>;
export type ParsedEnv = z.output<typeof envSchema>;
