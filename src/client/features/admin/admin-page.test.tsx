import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import type {
  AdminAppointmentsResponse,
  AdminApplicationsResponse,
  AdminPsychologistsResponse,
  AdminSummary,
} from '../../../shared/contracts/admin';
import type { MeResponse } from '../../../shared/contracts/me';
import { SIGNED_OUT } from '../../lib/me';
import { AdminPage } from './admin-page';

const person = (roles: MeResponse['roles']): MeResponse => ({
  user: { id: 'u1', name: 'Rita Admin', email: 'rita@example.com', image: null },
  plan: { active: false, planType: null, expiresAt: null },
  roles,
});

const SUMMARY: AdminSummary = {
  psychologists: { active: 2, total: 3 },
  appointments: { total: 9, paid: 4 },
  revenue: {
    totalCents: 31965,
    platformCents: 11965,
    payoutCents: 20000,
    subscriber: { count: 2, totalCents: 11985 },
    single: { count: 2, totalCents: 19980 },
  },
};
const PSYCHOLOGISTS: AdminPsychologistsResponse = {
  psychologists: [
    {
      id: '7b3c2a10-1d4e-4f6a-9b2c-000000000001',
      name: 'Dra. Ana Souza',
      email: 'ana@example.com',
      crp: '06/123456',
      specialization: 'Ansiedade',
      isActive: true,
      createdAt: '2026-11-02T02:30:00.000Z',
      applicationStatus: null,
      emailVerified: true,
    },
  ],
};
const APPOINTMENTS: AdminAppointmentsResponse = {
  appointments: [
    {
      id: 'a1',
      startsAt: '2026-11-20T13:00:00.000Z',
      psychologistId: PSYCHOLOGISTS.psychologists[0]!.id,
      psychologistName: 'Dra. Ana Souza',
      patientName: 'João Paciente',
      priceCents: 6990,
      status: 'agendado',
      isSubscriber: true,
      refunded: false,
      attendance: 'ambos',
      createdAt: '2026-11-18T12:00:00.000Z',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 41,
};
const NO_APPLICATIONS: AdminApplicationsResponse = { applications: [] };

type Answer = { status: number; body: unknown };
const json = (answer: Answer) =>
  Promise.resolve(
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    }),
  );

/** The network, answered by path; every request is recorded with its method and body. */
function stubApi(me: MeResponse, overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    '/api/me': { status: 200, body: me },
    '/api/admin/summary': { status: 200, body: SUMMARY },
    '/api/admin/psychologists': { status: 200, body: PSYCHOLOGISTS },
    '/api/admin/applications': { status: 200, body: NO_APPLICATIONS },
    '/api/admin/appointments': { status: 200, body: APPOINTMENTS },
    ...overrides,
  };
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.split('?')[0]!;
    if (init?.method === 'PATCH') {
      return json({ status: 200, body: { ...PSYCHOLOGISTS.psychologists[0], isActive: false } });
    }
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected fetch ${url}`);
    return json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Toaster />
      <MemoryRouter initialEntries={['/admin-consultas']}>
        <Routes>
          <Route path="/admin-consultas" element={<AdminPage />} />
          <Route path="/login" element={<p>Página de login</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminPage', () => {
  it('sends a visitor to /login', async () => {
    stubApi(SIGNED_OUT);
    renderPage();
    expect(await screen.findByText('Página de login')).toBeInTheDocument();
  });

  it("sends an admin without 2FA to Minha conta with the server's message, and shows no report", async () => {
    const message = 'Ative a verificação em duas etapas em Minha conta para acessar a área administrativa.';
    stubApi(person(['user', 'admin']), {
      '/api/admin/summary': { status: 403, body: { code: 'two_factor_required', message } },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Verificação em duas etapas necessária' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Minha conta' })).toHaveAttribute('href', '/conta');
    expect(screen.queryByRole('heading', { name: 'Relatório de consultas' })).not.toBeInTheDocument();
  });

  it('shows "Acesso negado" to a signed-in person without the admin role, and asks for no admin data', async () => {
    const fetchMock = stubApi(person(['user', 'psychologist']));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/me']);
  });

  it('shows the summary cards in pt-BR money and the psychologists', async () => {
    stubApi(person(['user', 'admin']));
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Resumo' });
    await waitFor(() => expect(within(summary).getByText('R$ 319,65')).toBeInTheDocument());
    expect(within(summary).getByText('R$ 119,65')).toBeInTheDocument();
    expect(within(summary).getByText('de 3 cadastrados')).toBeInTheDocument();
    const row = (await screen.findByText('Dra. Ana Souza')).closest('tr')!;
    expect(within(row).getByText('06/123456')).toBeInTheDocument();
    expect(within(row).getByText('Ativo')).toBeInTheDocument();
    // Registered at 23:30 on the 1st in São Paulo, although it was already the 2nd in UTC.
    expect(within(row).getByText('01/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Nenhum cadastro de parceiro recebido.')).toBeInTheDocument();
  });

  it('deactivates a psychologist with a PATCH and the Status atualizado toast', async () => {
    const fetchMock = stubApi(person(['user', 'admin']));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Desativar Dra. Ana Souza' }));
    expect(await screen.findByText('Status atualizado')).toBeInTheDocument();
    expect(screen.getByText('Psicólogo desativado com sucesso.')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toBe(`/api/admin/psychologists/${PSYCHOLOGISTS.psychologists[0]!.id}`);
    expect(patch?.[1]?.body).toBe(JSON.stringify({ isActive: false }));
  });

  it('filters consultations on the server and exports the same filters', async () => {
    const fetchMock = stubApi(person(['user', 'admin']));
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Consultas' }));
    const row = (await screen.findByText('João Paciente')).closest('tr')!;
    expect(within(row).getByText('20/11/2026 10:00')).toBeInTheDocument();
    expect(within(row).getByText('R$ 69,90')).toBeInTheDocument();
    expect(within(row).getByText('Assinante')).toBeInTheDocument();
    expect(screen.getByText(/Página 1 de 3/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'cancelado');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/appointments?status=cancelado&page=1',
      ),
    );
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/admin/appointments.csv?status=cancelado',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/appointments?status=cancelado&page=2',
      ),
    );
  });

  it('reviews a pending application: masked bank details, its files, and Aprovar', async () => {
    const application = {
      id: '9d1c2a10-1d4e-4f6a-9b2c-0000000000aa',
      psychologistId: '9d1c2a10-1d4e-4f6a-9b2c-0000000000bb',
      name: 'Helena Lopes',
      email: 'helena@example.com',
      phone: '(11) 98888-7777',
      crp: '06/654321',
      specialization: 'Luto',
      biography: 'Atendo processos de luto.',
      status: 'pendente' as const,
      createdAt: '2026-11-20T13:00:00.000Z',
      reviewedAt: null,
      hasDocument: true,
      hasPicture: true,
      documentMimeType: 'application/pdf',
      emailVerified: true,
      bankDetails: {
        bankName: 'Banco do Brasil',
        agency: '•••••5',
        account: '•••••-4',
        holder: 'Helena Lopes',
      },
      bankDetailsPending: false,
    };
    const fetchMock = stubApi(person(['user', 'admin']), {
      '/api/admin/applications': { status: 200, body: { applications: [application] } },
      [`/api/admin/applications/${application.id}/approve`]: {
        status: 200,
        body: { status: 'aprovado', emailSent: true },
      },
    });
    renderPage();
    const card = await screen.findByRole('group', { name: 'Cadastro de Helena Lopes' });
    expect(
      within(card).getByText('Banco do Brasil · ag. •••••5 · conta •••••-4 · Helena Lopes'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ver documento' })).toHaveAttribute(
      'href',
      `/api/admin/applications/${application.id}/document`,
    );
    expect(within(card).getByRole('img', { name: 'Foto de Helena Lopes' })).toHaveAttribute(
      'src',
      `/api/admin/applications/${application.id}/picture`,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Aprovar' }));
    expect(
      await screen.findByText('O psicólogo foi ativado e recebeu o convite por e-mail.'),
    ).toBeInTheDocument();
    const approve = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/approve'));
    expect(approve?.[1]?.method).toBe('POST');
  });

  it('shows "E-mail não confirmado" and keeps Aprovar and Ativar disabled until the e-mail is confirmed', async () => {
    const unconfirmed = {
      ...PSYCHOLOGISTS.psychologists[0]!,
      id: '7b3c2a10-1d4e-4f6a-9b2c-000000000002',
      name: 'Dra. Bia Nova',
      isActive: false,
      emailVerified: false,
    };
    const application = {
      id: '9d1c2a10-1d4e-4f6a-9b2c-0000000000cc',
      psychologistId: '9d1c2a10-1d4e-4f6a-9b2c-0000000000dd',
      name: 'Caio Lima',
      email: 'caio@example.com',
      phone: null,
      crp: '06/111111',
      specialization: 'Casais',
      biography: 'Atendo casais.',
      status: 'pendente' as const,
      createdAt: '2026-11-20T13:00:00.000Z',
      reviewedAt: null,
      hasDocument: true,
      hasPicture: false,
      documentMimeType: 'application/pdf',
      emailVerified: false,
      bankDetails: null,
      bankDetailsPending: true,
    };
    const fetchMock = stubApi(person(['user', 'admin']), {
      '/api/admin/psychologists': { status: 200, body: { psychologists: [unconfirmed] } },
      '/api/admin/applications': { status: 200, body: { applications: [application] } },
      [`/api/admin/applications/${application.id}/resend-confirmation`]: {
        status: 200,
        body: { emailSent: true },
      },
    });
    renderPage();
    const card = await screen.findByRole('group', { name: 'Cadastro de Caio Lima' });
    expect(within(card).getByText('E-mail não confirmado')).toBeInTheDocument();
    expect(within(card).getByText('Dados bancários pendentes')).toBeInTheDocument();
    const approve = within(card).getByRole('button', { name: 'Aprovar' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('Aguardando a confirmação do e-mail pelo psicólogo.');
    const row = (await screen.findByText('Dra. Bia Nova')).closest('tr')!;
    expect(within(row).getByText('E-mail não confirmado')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Ativar Dra. Bia Nova' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST' || init?.method === 'PATCH')).toBe(
      false,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Reenviar confirmação' }));
    expect(
      await screen.findByText('Enviamos de novo o link de confirmação para caio@example.com.'),
    ).toBeInTheDocument();
    const resend = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/resend-confirmation'));
    expect(String(resend?.[0])).toBe(`/api/admin/applications/${application.id}/resend-confirmation`);
    expect(resend?.[1]?.method).toBe('POST');
  });

  it('shows the server message when a section fails to load', async () => {
    stubApi(person(['user', 'admin']), {
      '/api/admin/psychologists': {
        status: 500,
        body: { code: 'internal', message: 'Falhou do nosso lado.' },
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar os dados.')).toBeInTheDocument();
    expect(within(alert).getByText('Falhou do nosso lado.')).toBeInTheDocument();
  });
});
