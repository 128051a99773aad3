import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../../lib/me';
import { PageSpinner } from '../ui/spinner';

/** Signed-out visitors go to `redirectTo`; DESIGN §4 also sends a user without an active plan to /plans. */
export function RequireUser({
  children,
  redirectTo = '/login',
  requirePlan = false,
}: {
  children: ReactNode;
  redirectTo?: string;
  requirePlan?: boolean;
}) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <PageSpinner />;
  if (!me.data?.user) return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  if (requirePlan && !me.data.plan.active) return <Navigate to="/plans" replace />;
  return <>{children}</>;
}

/** Login and sign-up pages send a signed-in user on to /aria-chat (SPEC §2). */
export function RedirectSignedIn({ children, to = '/aria-chat' }: { children: ReactNode; to?: string }) {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  if (me.data?.user) return <Navigate to={to} replace />;
  return <>{children}</>;
}
