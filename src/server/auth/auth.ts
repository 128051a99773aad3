import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { hashPassword, verifyPassword } from './password';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../shared/contracts/auth';
import { createMailer } from '../mail/mailer';

/** Set by our Fastify bridge from `request.ip`, replacing anything the client sent under that name. */
export const CLIENT_IP_HEADER = 'x-aria-client-ip';

export interface AuthHooks {
  onUserCreated(userId: string): Promise<void>;
}

export function createAuth(config: Config, db: Database, hooks: AuthHooks) {
  const socialProviders: Record<string, { clientId: string; clientSecret: string; redirectURI?: string }> =
    {};
  if (config.social.google) socialProviders.google = config.social.google;
  if (config.social.facebook) socialProviders.facebook = config.social.facebook;
  const mailer = createMailer(config.mail);

  return betterAuth({
    appName: 'Aria',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      // SPEC §5 asks for 6 characters; the server agrees with the form (DESIGN §4).
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
      // Sent on request only (psychologist registration asks for it); sendOnSignUp stays off for plain sign-ups.
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Confirme seu e-mail na Aria',
          text:
            `Olá, ${user.name}!\n\nConfirme seu e-mail para concluir o cadastro na Aria:\n${url}\n\n` +
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
      user: {
        create: {
          after: async (created) => {
            await hooks.onUserCreated(created.id);
          },
        },
      },
    },
    telemetry: { enabled: false },
    logger: { level: config.nodeEnv === 'test' ? 'error' : 'warn' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
