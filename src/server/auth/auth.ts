import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { hashPassword, verifyPassword } from './password';
import {
  emailConfirmationPageUrl,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../shared/contracts/auth';
import { createMailer } from '../mail/mailer';
import { twoFactorPlugin, twoFactorSessionPolicy } from './two-factor';
import { sessionRotationPolicy } from './session-rotation';
import { databaseFailureOf } from '../db/availability';
import { trackTransactions, type AuthTransaction } from './transaction-tracking';
import type { FastifyBaseLogger } from 'fastify';
import { withoutParameters } from '../http/log-serializers';

/** Set by our Fastify bridge from `request.ip`, replacing anything the client sent under that name. */
export const CLIENT_IP_HEADER = 'x-aria-client-ip';

export interface AuthHooks {
  /**
   * Before an account (credential or provider) is written, inside the same transaction as the user's row when
   * better-auth opens one (sign-up, a first provider sign-in): writes through `executor` commit with the account.
   */
  onAccountCreating(userId: string, executor: Database | AuthTransaction): Promise<void>;
  /** better-auth's own log lines go to the app's logger, whose serializer drops query parameters. */
  log?: FastifyBaseLogger;
}

/**
 * better-auth logs a failed query with the error it caught: through the app's logger its parameters (a session
 * token, an e-mail) are dropped like every other error's.
 */
function betterAuthLogger(log: FastifyBaseLogger | undefined, level: 'error' | 'warn') {
  if (!log) return { level };
  return {
    level,
    log(severity: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      // A database outage is logged once, by db/availability.ts, not once per failed session look-up.
      if (args.some((arg) => databaseFailureOf(arg))) return;
      const err = args.find((arg) => arg instanceof Error);
      const write = severity === 'debug' ? log.debug.bind(log) : log[severity].bind(log);
      write({ source: 'better-auth', ...(err ? { err } : {}) }, withoutParameters(message));
    },
  };
}

export function createAuth(config: Config, db: Database, hooks: AuthHooks) {
  const socialProviders: Record<string, { clientId: string; clientSecret: string; redirectURI?: string }> =
    {};
  if (config.social.google) socialProviders.google = config.social.google;
  if (config.social.facebook) socialProviders.facebook = config.social.facebook;
  const mailer = createMailer(config.mail);
  const transactions = trackTransactions(db);

  return betterAuth({
    appName: 'Aria',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    // One transaction per sign-up (user, credential, session, and our profile and consents through
    // account.create.before), so a crash never leaves an account that cannot sign in (ADR 018). Everything run
    // inside must go through the transaction: on PGlite's single session a query on `db` awaited from inside
    // waits for the transaction forever. databaseHooks.*.after run after the commit.
    database: drizzleAdapter(transactions.db, { provider: 'pg', schema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      // The form asks for 6 characters; the server agrees with it (docs/product.md, Sign-up and login).
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      requireEmailVerification: false,
      password: { hash: hashPassword, verify: verifyPassword },
      // One-time link, valid for an hour; a reset ends every open session (issue 14, ASVS 6.4.3).
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // Straight to our page (not better-auth's redirect hop): the token travels once, in the link.
        const url = `${config.publicUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          subject: 'Redefinição de senha da Aria',
          text:
            `Olá, ${user.name}!\n\nRecebemos um pedido para redefinir a senha da sua conta na Aria. ` +
            `Para criar uma nova senha, abra este link (válido por 1 hora e uma única vez):\n${url}\n\n` +
            'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
        });
      },
    },
    emailVerification: {
      // Every sign-up gets the link: the account works before it; a psychologist is approved only after (ADR 017).
      sendOnSignUp: true,
      // A day, not better-auth's hour: a psychologist may read the mail only after the registration day's work.
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        // Our page, which confirms on a press (mail scanners open links), then back to our pt-BR page whatever
        // callbackURL a caller sent: it reads better-auth's ?error= codes.
        const url = emailConfirmationPageUrl(config.publicUrl, token, 'conta');
        await mailer.send({
          to: user.email,
          subject: 'Confirme seu e-mail na Aria',
          text:
            `Olá, ${user.name}!\n\nConfirme seu e-mail para concluir o cadastro na Aria ` +
            `(o link vale por 24 horas):\n${url}\n\n` +
            'Se você não pediu este cadastro, ignore esta mensagem.',
        });
      },
    },
    socialProviders,
    user: {
      additionalFields: {
        // input:false, or a sign-up body {"role":"admin"} would be stored as sent (better-auth#2988).
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.rateLimitEnabled,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 10, max: 3 },
        '/sign-up/email': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 3 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Secure in production whatever PUBLIC_URL says (a proxy may end TLS in front of us), and on any https URL.
      useSecureCookies: config.nodeEnv === 'production' || config.publicUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
      // better-auth skips its Origin/CSRF check whenever NODE_ENV is 'test'; explicit false keeps it on there too,
      // so the tests prove what production does.
      disableOriginCheck: false,
    },
    databaseHooks: {
      account: {
        create: {
          // Not user.create.after: better-auth runs that after the commit, so a crash could lose the profile.
          before: async (created) => {
            await hooks.onAccountCreating(created.userId, transactions.current() ?? db);
          },
        },
      },
    },
    // TOTP with backup codes (issue 14, ASVS 6.3.3); requireAdmin refuses admins without it.
    plugins: [twoFactorPlugin(), twoFactorSessionPolicy(), sessionRotationPolicy()],
    telemetry: { enabled: false },
    // better-auth turns any error that is not its own into a bare 500 and logs its stack; thrown, a database
    // outage reaches our error handler and is answered 503 like on every other route (issue 27). Its own refusals
    // (wrong password, taken e-mail) are still answered by better-auth.
    onAPIError: { throw: true },
    logger: betterAuthLogger(hooks.log, config.nodeEnv === 'test' ? 'error' : 'warn'),
  });
}

export type Auth = ReturnType<typeof createAuth>;
