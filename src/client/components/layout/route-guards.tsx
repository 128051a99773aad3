import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { forgetChatHistory } from '../../lib/chat-history-storage';
import { useMe } from '../../lib/me';
import { PageSkeleton } from '../ui/skeleton';

/**
 * The server says no one is signed in here: a chat history left on the device (a session that expired, a sign-out
 * that never ran) belongs to an account that is gone, so it goes before the next person signs in. The landing and
 * content pages do not check: they carry no chat code, and the history's owner tag keeps it from any other
 * account anyway (features/chat/history.ts).
 */
function useForgetChatHistoryWhenSignedOut(signedOut: boolean) {
  useEffect(() => {
    if (signedOut) forgetChatHistory();
  }, [signedOut]);
}

/**
 * Signed-out visitors go to `redirectTo`; a user without an active plan also goes to /plans
 * (docs/product.md, Roles and access).
 */
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
  useForgetChatHistoryWhenSignedOut(me.isSuccess && !me.data.user);
  if (me.isPending) return <PageSkeleton />;
  if (!me.data?.user) return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  if (requirePlan && !me.data.plan.active) return <Navigate to="/plans" replace />;
  return <>{children}</>;
}

/**
 * Login and sign-up pages send a signed-in user on to /aria-chat (ADR 002). While the session is read the form is
 * shown: almost everyone who opens these pages is signed out, and it is what their pre-rendered HTML paints
 * (ADR 028); the rare signed-in person is sent on as soon as the session is known.
 */
export function RedirectSignedIn({ children, to = '/aria-chat' }: { children: ReactNode; to?: string }) {
  const me = useMe();
  useForgetChatHistoryWhenSignedOut(me.isSuccess && !me.data.user);
  if (me.data?.user) return <Navigate to={to} replace />;
  return <>{children}</>;
}
