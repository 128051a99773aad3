import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { PlanAccess } from '../../shared/plan-access';
import { oncePerRequest } from '../http/once-per-request';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** Confirmed through the link mailed to it: only then does the address stand for this person (ADR 022). */
  emailVerified: boolean;
  image: string | null;
  role: string;
  twoFactorEnabled: boolean;
}

/**
 * A guard as a route's `onRequest` hook: it runs before the body is parsed and validated, so a caller without
 * access gets 401/403 and learns nothing of what the route expects (a 400 would describe its input). The
 * handler still calls the guard for its result, which is kept per request.
 */
export function guardFirst(guard: (request: FastifyRequest) => Promise<unknown>) {
  return async function guardBeforeInput(request: FastifyRequest): Promise<void> {
    await guard(request);
  };
}

/** The signed-in user of this request, or null. Resolved once per request by the auth plugin. */
export async function getUser(request: FastifyRequest): Promise<SessionUser | null> {
  return request.server.authSession.getUser(request);
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw new UnauthorizedError();
  return user;
}

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Ative a verificação em duas etapas em Minha conta para acessar a área administrativa.';

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw new ForbiddenError('Acesso restrito à administração.');
  // Enabling 2FA revokes the sessions opened before it, so an admin with it on holds only sessions that proved a
  // code (ADR 017).
  if (!user.twoFactorEnabled) throw new ForbiddenError(TWO_FACTOR_REQUIRED_MESSAGE, 'two_factor_required');
  return user;
}

export interface Subscriber {
  user: SessionUser;
  plan: PlanAccess;
}

/**
 * A signed-in user with an active plan (docs/product.md, Roles and access); 401 without a session, 403 without a
 * plan.
 */
export async function requireSubscriber(request: FastifyRequest): Promise<Subscriber> {
  const user = await requireUser(request);
  const plan = await request.server.services.accounts.getPlanAccess(user.id);
  requireActivePlan(plan);
  return { user, plan };
}

/** requireSubscriber's plan check, for a route that read the plan in its own query (the chat's, ADR 018). */
export function requireActivePlan(plan: PlanAccess): void {
  if (!plan.active)
    throw new ForbiddenError('Esta área é exclusiva para assinantes com plano ativo.', 'plan_required');
}

export interface PsychologistSession {
  user: SessionUser;
  psychologistId: string;
}

/** A psychologist is a user with a psychologists row linked by user_id. Read once per request. */
export const requirePsychologist = oncePerRequest(loadPsychologistSession);

/** The two guards most routes take before their input (guardFirst): a signed-in user, a psychologist. */
export const userFirst = guardFirst(requireUser);
export const psychologistFirst = guardFirst(requirePsychologist);

async function loadPsychologistSession(request: FastifyRequest): Promise<PsychologistSession> {
  const user = await requireUser(request);
  const psychologistId = await request.server.services.accounts.findPsychologistIdByUser(user.id);
  if (!psychologistId) {
    throw new ForbiddenError(
      'Acesso negado. Esta conta não está registrada como psicólogo.',
      'not_psychologist',
    );
  }
  return { user, psychologistId };
}
