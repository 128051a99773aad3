import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import type { MeResponse } from '../../../shared/contracts/me';
import type { PatientAppointment } from '../../../shared/contracts/consultations';
import type { PsychologistsResponse } from '../../../shared/contracts/psychologists';

/**
 * Helpers for this feature's component tests: the pages run for real, only the network (`fetch`) answers from
 * a script, as in psychologists-page.test.tsx.
 */

export type Answer = { status: number; body: unknown } | 'never';
export const ok = (body: unknown): Answer => ({ status: 200, body });
export const fail = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message },
});

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Stubs `fetch`: each key is 'METHOD /path' (query string included) or 'METHOD /path*' (prefix); its queue
 * answers in turn and the last answer repeats. Returns the calls made.
 */
export function stubApi(routes: Record<string, Answer | Answer[]>): Call[] {
  const queues = new Map(
    Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]),
  );
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        url,
        // A multipart upload (FormData) is recorded as it is.
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined),
      });
      const key = `${method} ${url}`;
      const queue =
        queues.get(key) ??
        [...queues.entries()].find(
          ([route]) => route.endsWith('*') && key.startsWith(route.slice(0, -1)),
        )?.[1];
      if (!queue) throw new Error(`unexpected fetch ${key}`);
      const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
      if (answer === 'never') return new Promise<Response>(() => {});
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `path` inside the providers the app gives it, with the current URL readable. */
export function renderAt(path: string, element: ReactNode, routePath?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pathname = routePath ?? path.split('?')[0]!;
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pathname} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

export const signedIn = (plan: MeResponse['plan']): MeResponse => ({
  user: { id: 'u1', name: 'Joana Dias', email: 'joana@example.com', image: null },
  plan,
  roles: ['user'],
});
export const NO_PLAN: MeResponse['plan'] = { active: false, planType: null, expiresAt: null };
export const MENSAL: MeResponse['plan'] = { active: true, planType: 'mensal', expiresAt: null };
export const ANUAL: MeResponse['plan'] = { active: true, planType: 'anual', expiresAt: null };

export const ANA = {
  id: '7b3c2a10-1d4e-4f6a-9b2c-000000000001',
  name: 'Dra. Ana Beatriz Souza',
  crp: '06/123456',
  specialization: 'Ansiedade e estresse',
  biography: 'Psicóloga clínica com 12 anos de experiência em terapia cognitivo-comportamental.',
  profilePictureUrl: null,
  yearsOfExperience: 12,
  rating: 4.9,
  availabilityText: 'Seg a Sex, 09:00–17:00',
};
export const PSYCHOLOGISTS: PsychologistsResponse = {
  psychologists: [
    ANA,
    {
      ...ANA,
      id: '7b3c2a10-1d4e-4f6a-9b2c-000000000002',
      name: 'Dr. Carlos Eduardo Lima',
      profilePictureUrl: '/fotos/carlos.webp',
    },
  ],
  singlePriceCents: 9990,
  subscriberPriceCents: 6990,
};

/** 2026-12-01 14:00 in São Paulo (UTC−3). */
export const DEC_1_14H = '2026-12-01T17:00:00.000Z';

export function appointment(overrides: Partial<PatientAppointment> = {}): PatientAppointment {
  return {
    id: '0f2b7c1e-5a6d-4e3f-8a9b-000000000010',
    psychologistId: ANA.id,
    psychologistName: ANA.name,
    startsAt: DEC_1_14H,
    endsAt: '2026-12-01T17:50:00.000Z',
    priceCents: 6990,
    discountPercent: 30,
    isSubscriber: true,
    status: 'agendado',
    videoLink: 'https://meet.jit.si/aria-abc123def456',
    canChange: true,
    ...overrides,
  };
}

/** Sonner keeps its toasts in a module-wide store and replays them to the next Toaster: clear it between tests. */
export function clearToasts(): void {
  toast.dismiss();
}
