import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import type { ReactNode } from 'react';

export type Answer = { status: number; body?: unknown } | 'never';

/**
 * Stands in for the network only: each request `METHOD path` gets the next answer of its queue (the last one
 * repeats). Our own code runs unchanged; the calls made are returned for assertions.
 */
export function stubNetwork(answers: Record<string, Answer[]>) {
  const queues = Object.fromEntries(Object.entries(answers).map(([key, list]) => [key, [...list]]));
  const calls: Array<{ key: string; body: unknown }> = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push({ key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    const queue = queues[key];
    if (!queue) throw new Error(`unexpected fetch ${key}`);
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (answer === 'never') return new Promise<Response>(() => {});
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function renderAt(path: string, element: ReactNode, routePath = path.split('?')[0]!) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Toaster />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="/psychologist-login" element={<p>página de login</p>} />
          <Route path="/psychologist-dashboard" element={<p>página do painel</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const SIGNED_IN_ME = {
  user: { id: 'u1', name: 'Ana Souza', email: 'ana@example.com', image: null },
  plan: { active: false, planType: null, expiresAt: null },
  roles: ['user', 'psychologist'],
};
