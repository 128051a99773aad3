import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notify } from './notify';
import type { MeResponse } from '../../shared/contracts/me';
import { ApiRequestError } from './api';
import { forgetEndedSessionChatHistory } from './auth-client';
import { fetchMe, ME_QUERY_KEY } from './me';

export const SESSION_ENDED_TITLE = 'Sua sessão terminou';
export const SESSION_ENDED_DESCRIPTION = 'Entre novamente para continuar.';

/**
 * A session can end while a page is open: a password change or a new role elsewhere ends every session of the
 * person (ADR 018), and so do sign-out everywhere and 2FA. The first 401 of someone the page believed signed in
 * asks the server again; if the session is really gone, the guards see it and send the person to sign in, with a
 * message instead of a broken page.
 */
async function onUnauthorized(client: QueryClient, error: unknown): Promise<void> {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return;
  const before = client.getQueryData<MeResponse>(ME_QUERY_KEY);
  if (!before?.user) return;
  const now = await client
    .fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 0 })
    .catch(() => null);
  if (now && !now.user) {
    // The session's chat history must not wait on the device for the next person.
    void forgetEndedSessionChatHistory();
    notify.info(SESSION_ENDED_TITLE, { description: SESSION_ENDED_DESCRIPTION });
  }
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => void onUnauthorized(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => void onUnauthorized(client, error) }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: true },
      mutations: { retry: 0 },
    },
  });
  return client;
}
