import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { MeResponse } from '../../../shared/contracts/me';
import type { PsychologistsResponse } from '../../../shared/contracts/psychologists';
import { SIGNED_OUT } from '../../lib/me';
import { PsychologistsPage } from './psychologists-page';

const ana = {
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
const carlos = {
  ...ana,
  id: '7b3c2a10-1d4e-4f6a-9b2c-000000000002',
  name: 'Dr. Carlos Eduardo Lima',
  crp: '05/654321',
  specialization: 'Depressão e luto',
  profilePictureUrl: '/fotos/carlos.webp',
  yearsOfExperience: 15,
  rating: 5,
  availabilityText: 'Seg a Sex, 08:00–12:00; Seg, Qua e Sex, 14:00–18:00',
};
const LIST: PsychologistsResponse = {
  psychologists: [ana, carlos],
  singlePriceCents: 9990,
  subscriberPriceCents: 6990,
};

const signedIn = (plan: MeResponse['plan']): MeResponse => ({
  user: { id: 'u1', name: 'Joana Dias', email: 'joana@example.com', image: null },
  plan,
  roles: ['user'],
});
const NO_PLAN = { active: false, planType: null, expiresAt: null };

type Answer = { status: number; body: unknown } | 'never';

/** Answers /api/me and /api/psychologists from the given queues (the last answer repeats). */
function stubApi(answers: { me: Answer; psychologists: Answer[] }) {
  const psychologistAnswers = [...answers.psychologists];
  const respond = (answer: Answer) =>
    answer === 'never'
      ? new Promise<Response>(() => {})
      : Promise.resolve(
          new Response(JSON.stringify(answer.body), {
            status: answer.status,
            headers: { 'content-type': 'application/json' },
          }),
        );
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/me') return respond(answers.me);
    if (url === '/api/psychologists') {
      const answer = psychologistAnswers.length > 1 ? psychologistAnswers.shift()! : psychologistAnswers[0]!;
      return respond(answer);
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/psicologos']}>
        <PsychologistsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ok = (body: unknown) => ({ status: 200, body });

// Testing Library cleans up by itself only when vitest globals are on; they are not here.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PsychologistsPage', () => {
  it('shows one heading, the subscriber banner and the loading state before the list arrives', () => {
    stubApi({ me: 'never', psychologists: ['never'] });
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Psicólogos parceiros');
    const banner = screen.getByRole('region', { name: 'Desconto para assinantes' });
    expect(banner).toHaveTextContent('30% OFF');
    expect(banner).toHaveTextContent('R$ 99,90');
    expect(banner).toHaveTextContent('R$ 69,90');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando psicólogos...');
    expect(document.title).toBe('Psicólogos parceiros | Aria');
  });

  it('renders each card with name, CRP, specialization, rating, experience, price and availability', async () => {
    stubApi({ me: ok(SIGNED_OUT), psychologists: [ok(LIST)] });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Dra. Ana Beatriz Souza' });
    const inCard = within(card);
    expect(inCard.getByRole('heading', { name: 'Dra. Ana Beatriz Souza' })).toBeInTheDocument();
    expect(inCard.getByText('Psicólogo(a) · CRP 06/123456')).toBeInTheDocument();
    expect(inCard.getByText('Ansiedade e estresse')).toBeInTheDocument();
    expect(inCard.getByRole('img', { name: 'Nota 4,9 de 5' })).toHaveTextContent('4,9');
    expect(inCard.getByText('12 anos de experiência')).toBeInTheDocument();
    expect(inCard.getByText('Seg a Sex, 09:00–17:00')).toBeInTheDocument();
    expect(inCard.getByText('R$ 99,90')).toBeInTheDocument();
    expect(inCard.getByText('R$ 69,90 para assinantes')).toBeInTheDocument();
    expect(inCard.getByText('AS')).toBeInTheDocument();

    const other = within(screen.getByRole('article', { name: 'Dr. Carlos Eduardo Lima' }));
    expect(other.getByText('Psicólogo(a) · CRP 05/654321')).toBeInTheDocument();
    expect(other.getByRole('img', { name: 'Nota 5,0 de 5' })).toBeInTheDocument();
    const photo = other.getByRole('presentation');
    expect(photo).toHaveAttribute('src', '/fotos/carlos.webp');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '64');
    expect(photo).toHaveAttribute('height', '64');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends a visitor to /login from Agendar', async () => {
    stubApi({ me: ok(SIGNED_OUT), psychologists: [ok(LIST)] });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Agendar com Dra. Ana Beatriz Souza' });
    expect(link).toHaveAttribute('href', '/login');
  });

  it('links to /login while the session is still loading', async () => {
    stubApi({ me: 'never', psychologists: [ok(LIST)] });
    renderPage();
    const links = await screen.findAllByRole('link', { name: /^Agendar com/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/login', '/login']);
  });

  it('carries the chosen psychologist to the booking for a signed-in person', async () => {
    stubApi({ me: ok(signedIn(NO_PLAN)), psychologists: [ok(LIST)] });
    renderPage();
    // The list may arrive before the session; the links change once the person is known.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Agendar com Dr. Carlos Eduardo Lima' })).toHaveAttribute(
        'href',
        `/consultas-agendamento?psicologo=${carlos.id}`,
      ),
    );
    expect(screen.getByRole('link', { name: 'Agendar com Dra. Ana Beatriz Souza' })).toHaveAttribute(
      'href',
      `/consultas-agendamento?psicologo=${ana.id}`,
    );
  });

  it('shows a subscriber their own discounted price', async () => {
    stubApi({
      me: ok(signedIn({ active: true, planType: 'anual', expiresAt: null })),
      psychologists: [ok(LIST)],
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Dra. Ana Beatriz Souza' }));
    expect(await card.findByText('R$ 49,95')).toBeInTheDocument();
    expect(card.getByText('50% OFF')).toBeInTheDocument();
  });

  it('shows a pt-BR error with a retry button, and the list after retrying', async () => {
    const fetchMock = stubApi({
      me: ok(SIGNED_OUT),
      psychologists: [
        { status: 500, body: { code: 'internal', message: 'Algo deu errado do nosso lado.' } },
        ok(LIST),
      ],
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os psicólogos.');
    expect(alert).toHaveTextContent('Algo deu errado do nosso lado.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Dra. Ana Beatriz Souza' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/psychologists')).toHaveLength(2);
  });

  it('says so when no psychologist is available', async () => {
    stubApi({ me: ok(SIGNED_OUT), psychologists: [ok({ ...LIST, psychologists: [] })] });
    renderPage();
    expect(await screen.findByText('Nenhum psicólogo disponível no momento.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
