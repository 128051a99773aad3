import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';

const CHANGE_PASSWORD_PATH = '/change-password';
/** better-auth's 2FA verification endpoints, which take `trustDevice` to skip the code for 30 days. */
const TWO_FACTOR_VERIFY_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

/**
 * Session rotation better-auth leaves to the caller (issue 15, ASVS 7.2.4/7.4.3, ADR 018):
 * - a password change always ends every session and issues a fresh one to the requester; better-auth does that
 *   only when the client asks (`revokeOtherSessions`), and a stolen session must not survive the owner's change;
 * - a sign-in (or sign-up, or a 2FA code) that issues a new session ends the one the browser carried before,
 *   which better-auth leaves valid in the database until it expires: on a shared computer the previous person's
 *   token, if copied, would otherwise outlive their replaced cookie;
 * - no device is trusted to skip the second factor: the admin area opens health data
 *   (docs/security.md, Two-factor authentication), and /login never offers it, so `trustDevice` sent to the API
 *   directly is ignored.
 */
export function sessionRotationPolicy(): BetterAuthPlugin {
  return {
    id: 'aria-session-rotation',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === CHANGE_PASSWORD_PATH,
          handler: createAuthMiddleware(async () => ({
            context: { body: { revokeOtherSessions: true } },
          })),
        },
        {
          matcher: (context) => TWO_FACTOR_VERIFY_PATHS.has(context.path ?? ''),
          handler: createAuthMiddleware(async () => ({
            context: { body: { trustDevice: false } },
          })),
        },
      ],
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const issued = ctx.context.newSession;
            if (!issued || !ctx.request) return;
            const previous = await ctx.getSignedCookie(
              ctx.context.authCookies.sessionToken.name,
              ctx.context.secret,
            );
            // The same token is a renewal of the current session (get-session), not a new one.
            if (!previous || previous === issued.session.token) return;
            await ctx.context.internalAdapter.deleteSession(previous);
          }),
        },
      ],
    },
  };
}
