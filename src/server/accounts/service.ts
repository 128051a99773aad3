import { evaluatePlanAccess, type PlanAccess } from '../../shared/plan-access';
import type { MeResponse, Role } from '../../shared/contracts/me';
import type { SessionUser } from '../auth/guards';
import type { Clock } from '../clock';
import type { AccountsRepository, Executor } from './repository';

export function createAccountsService(repository: AccountsRepository, clock: Clock) {
  async function getPlanAccess(userId: string): Promise<PlanAccess> {
    const profile = await repository.findProfileByUserId(userId);
    const access = evaluatePlanAccess(profile, clock.now());
    // docs/product.md, Plans and payments: an expired plan is written plan_active=false when it is read; access
    // already ended at the expiry.
    if (access.expiredSinceLastRead && access.expiresAt) {
      await repository.deactivateExpiredPlan(userId, access.expiresAt);
    }
    return access;
  }

  return {
    getPlanAccess,

    /** True when the profile was created now, false when the person already had one. */
    ensureProfile: (userId: string, executor?: Executor) => repository.createEmptyProfile(userId, executor),

    findPsychologistIdByUser: (userId: string) => repository.findPsychologistIdByUserId(userId),

    async getMe(user: SessionUser | null): Promise<MeResponse> {
      if (!user) {
        return { user: null, plan: { active: false, planType: null, expiresAt: null }, roles: [] };
      }
      const [plan, psychologistId] = await Promise.all([
        getPlanAccess(user.id),
        repository.findPsychologistIdByUserId(user.id),
      ]);
      const roles: Role[] = ['user'];
      if (psychologistId) roles.push('psychologist');
      if (user.role === 'admin') roles.push('admin');
      return {
        user: { id: user.id, name: user.name, email: user.email, image: user.image },
        plan: {
          active: plan.active,
          planType: plan.active ? plan.planType : null,
          expiresAt: plan.expiresAt ? plan.expiresAt.toISOString() : null,
        },
        roles,
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
