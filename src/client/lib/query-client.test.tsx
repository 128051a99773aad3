import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast, Toaster } from 'sonner';
import { RequireUser } from '../components/layout/route-guards';
import { apiRequest } from './api';
import { HISTORY_KEY, HISTORY_OWNER_KEY } from './chat-history-storage';
import { createQueryClient, SESSION_ENDED_DESCRIPTION, SESSION_ENDED_TITLE } from './query-client';

afterEach(() => {
  // sonner keeps its toasts in a module-level store; one test's message would show in the next.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SIGNED_IN = {
  user: { id: 'u1', name: 'Ana Souza', email: 'ana@example.com', image: null },
  plan: { active: false, planType: null, expiresAt: null },
  roles: ['user'],
};
const SIGNED_OUT = { user: null, plan: { active: false, planType: null, expiresAt: null }, roles: [] };

/** Only the network is replaced: each path answers from its queue, the last answer repeating. */
function stubNetwork(answers: Record<string, Array<{ status: number; body: unknown }>>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const queue = answers[String(input)];
      if (!queue) throw new Error(`unexpected fetch ${String(input)}`);
      const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
}

function AccountData() {
  const overview = useQuery({
    queryKey: ['overview'],
    queryFn: () => apiRequest('/api/account/overview'),
    retry: false,
  });
  return <p>{overview.isError ? 'falhou' : 'dados da conta'}</p>;
}

function renderAccount() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <MemoryRouter initialEntries={['/conta']}>
        <Routes>
          <Route
            path="/conta"
            element={
              <RequireUser>
                <AccountData />
              </RequireUser>
            }
          />
          <Route path="/login" element={<p>página de login</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a session ended while the page is open', () => {
  it('sends the person to sign in with a pt-BR message', async () => {
    stubNetwork({
      '/api/me': [
        { status: 200, body: SIGNED_IN },
        { status: 200, body: SIGNED_OUT },
      ],
      '/api/account/overview': [
        { status: 401, body: { code: 'unauthorized', message: 'Faça login para continuar.' } },
      ],
    });
    localStorage.setItem(HISTORY_OWNER_KEY, 'u1');
    localStorage.setItem(HISTORY_KEY, JSON.stringify([{ role: 'Usuário', content: 'Oi' }]));
    renderAccount();
    expect(await screen.findByText('página de login')).toBeInTheDocument();
    expect(await screen.findByText(SESSION_ENDED_TITLE)).toBeInTheDocument();
    expect(screen.getByText(SESSION_ENDED_DESCRIPTION)).toBeInTheDocument();
    // The ended session's chat history does not wait on the device for the next person.
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(localStorage.getItem(HISTORY_OWNER_KEY)).toBeNull();
  });

  it('stays put, without the message, when the session is still there', async () => {
    stubNetwork({
      '/api/me': [{ status: 200, body: SIGNED_IN }],
      '/api/account/overview': [
        { status: 401, body: { code: 'unauthorized', message: 'Faça login para continuar.' } },
      ],
    });
    localStorage.setItem(HISTORY_OWNER_KEY, 'u1');
    localStorage.setItem(HISTORY_KEY, '[]');
    renderAccount();
    expect(await screen.findByText('falhou')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(SESSION_ENDED_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByText('página de login')).not.toBeInTheDocument();
    expect(localStorage.getItem(HISTORY_KEY)).toBe('[]');
  });
});
