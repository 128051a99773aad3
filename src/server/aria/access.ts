import { CHAT_CONSENT_VERSION } from '../../shared/consent';
import { evaluatePlanAccess, type PlanAccess } from '../../shared/plan-access';
import type { AccountsService } from '../accounts/service';
import type { Clock } from '../clock';
import type { SessionUser } from '../auth/guards';
import { sessionUserOf, type SessionShortcut } from '../auth/session-shortcut';
import type { PrivacyService } from '../privacy/service';
import type { AriaRepository } from './repository';

/** What the chat route needs to know before it answers: who, which plan, and whether the chat consent holds. */
export type ChatAccess = { user: null } | { user: SessionUser; plan: PlanAccess; consent: boolean };

/**
 * The chat's guard data (ADR 018). Each message used to cost four sequential queries (better-auth's session and
 * user, the profile, the consent); the shortcut reads them in one. Whenever that read would not be the whole
 * story — no such session, a session better-auth would delete or renew, a plan whose expiry must be written — the
 * general path answers, so the outcome is always the one requireSubscriber and hasChatConsent give.
 */
export function createChatAccessService(deps: {
  repository: AriaRepository;
  accounts: Pick<AccountsService, 'getPlanAccess'>;
  privacy: Pick<PrivacyService, 'hasChatConsent'>;
  clock: Clock;
}) {
  return {
    /** The general path, from the user better-auth resolved: the plan, then the consent of a subscriber. */
    async forUser(user: SessionUser | null): Promise<ChatAccess> {
      if (!user) return { user: null };
      const plan = await deps.accounts.getPlanAccess(user.id);
      const consent = plan.active && (await deps.privacy.hasChatConsent(user.id));
      return { user, plan, consent };
    },

    /** The shortcut, from a verified session token; null when the general path must answer. */
    async forSessionToken(
      token: string,
      shortcut: SessionShortcut,
    ): Promise<Extract<ChatAccess, { plan: PlanAccess }> | null> {
      const row = await deps.repository.findChatAccess(token);
      if (!row) return null;
      const current = await shortcut.isCurrent(
        { expiresAt: row.sessionExpiresAt, createdAt: row.sessionCreatedAt },
        Date.now(),
      );
      if (!current) return null;
      const plan = evaluatePlanAccess(
        row.planActive === null
          ? null
          : { planType: row.planType, planActive: row.planActive, planExpiresAt: row.planExpiresAt },
        deps.clock.now(),
      );
      if (plan.expiredSinceLastRead) return null;
      return {
        user: sessionUserOf(row),
        plan,
        consent: plan.active && row.chatConsentVersion === CHAT_CONSENT_VERSION,
      };
    },
  };
}

export type ChatAccessService = ReturnType<typeof createChatAccessService>;
