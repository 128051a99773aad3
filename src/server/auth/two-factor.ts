import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { twoFactor } from 'better-auth/plugins/two-factor';

/** Shown by authenticator apps beside the account (ADR 017). */
export const TWO_FACTOR_ISSUER = 'Aria';

const VERIFY_TOTP_PATH = '/two-factor/verify-totp';
/** Paths on which better-auth signs someone in through a provider; the two-factor plugin only covers passwords. */
const SOCIAL_SIGN_IN_PATHS = ['/callback/', '/oauth2/callback/', '/sign-in/social'];

/** better-auth's TOTP plugin: 6 digits every 30 s, 10 backup codes, no "trust this device" offered by our pages. */
export function twoFactorPlugin() {
  return twoFactor({ issuer: TWO_FACTOR_ISSUER });
}

/**
 * better-auth replaces only the session that confirmed the first code; every other session of the person was opened
 * before 2FA existed and never proved a code, so it is revoked here (ADR 017). The request object ties the before
 * hook (who is enabling) to the after hook (it succeeded).
 */
export function twoFactorSessionPolicy(): BetterAuthPlugin {
  const enabling = new WeakMap<Request, string>();
  return {
    id: 'aria-two-factor-sessions',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === VERIFY_TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            if (!ctx.request) return;
            const current = await getSessionFromCtx(ctx);
            if (current && current.user.twoFactorEnabled !== true) enabling.set(ctx.request, current.user.id);
          }),
        },
      ],
      after: [
        {
          matcher: (context) => context.path === VERIFY_TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const userId = ctx.request ? enabling.get(ctx.request) : undefined;
            const kept = ctx.context.newSession;
            if (!userId || !kept || kept.user.id !== userId) return;
            const sessions = await ctx.context.internalAdapter.listSessions(userId);
            for (const session of sessions) {
              if (session.token !== kept.session.token)
                await ctx.context.internalAdapter.deleteSession(session.token);
            }
          }),
        },
        {
          // A provider sign-in would skip the code: for an account with 2FA it opens no session (ASVS 6.3.3).
          matcher: (context) => SOCIAL_SIGN_IN_PATHS.some((path) => context.path?.startsWith(path)),
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (!created || created.user.twoFactorEnabled !== true) return;
            await ctx.context.internalAdapter.deleteSession(created.session.token);
            deleteSessionCookie(ctx, true);
            ctx.context.setNewSession(null);
            throw ctx.redirect(`${ctx.context.baseURL.replace(/\/api\/auth$/, '')}/login?erro=2fa-social`);
          }),
        },
      ],
    },
  };
}
