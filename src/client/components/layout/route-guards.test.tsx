import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { MeResponse } from '../../../shared/contracts/me';
import { HISTORY_KEY, HISTORY_OWNER_KEY, NO_HISTORY_KEY } from '../../lib/chat-history-storage';
import { ME_QUERY_KEY, SIGNED_OUT } from '../../lib/me';
import { RedirectSignedIn, RequireUser } from './route-guards';

const SIGNED_IN: MeResponse = {
  user: { id: 'u1', name: 'Ana', email: 'ana@example.com', image: null },
  plan: { active: true, planType: 'mensal', expiresAt: null },
  roles: ['user'],
};

function renderAt(path: string, me: MeResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(ME_QUERY_KEY, me);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/conta"
            element={
              <RequireUser>
                <p>minha conta</p>
              </RequireUser>
            }
          />
          <Route
            path="/login"
            element={
              <RedirectSignedIn>
                <p>entrar</p>
              </RedirectSignedIn>
            }
          />
          <Route path="/aria-chat" element={<p>chat</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem(HISTORY_KEY, JSON.stringify([{ role: 'Usuário', content: 'Oi' }]));
  localStorage.setItem(HISTORY_OWNER_KEY, 'u1');
  localStorage.setItem(NO_HISTORY_KEY, '1');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('route guards and the chat history left on the device', () => {
  it('a protected page that finds no one signed in removes it before sending to sign in', async () => {
    renderAt('/conta', SIGNED_OUT);
    expect(await screen.findByText('entrar')).toBeInTheDocument();
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(localStorage.getItem(HISTORY_OWNER_KEY)).toBeNull();
    // The device setting holds no conversation and stays.
    expect(localStorage.getItem(NO_HISTORY_KEY)).toBe('1');
  });

  it('the sign-in page removes it, so the next account never meets it', () => {
    renderAt('/login', SIGNED_OUT);
    expect(screen.getByText('entrar')).toBeInTheDocument();
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
  });

  it('a signed-in person keeps it', async () => {
    renderAt('/login', SIGNED_IN);
    expect(await screen.findByText('chat')).toBeInTheDocument();
    cleanup();
    renderAt('/conta', SIGNED_IN);
    expect(screen.getByText('minha conta')).toBeInTheDocument();
    expect(localStorage.getItem(HISTORY_KEY)).not.toBeNull();
  });
});
