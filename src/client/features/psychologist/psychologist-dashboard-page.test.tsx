import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PsychologistMe } from '../../../shared/contracts/psychologist-area';
import { PsychologistDashboardPage } from './psychologist-dashboard-page';
import { renderAt, SIGNED_IN_ME, stubNetwork } from './test-utils';

const NOBODY = {
  patientJoinedAt: null,
  patientLeftAt: null,
  psychologistJoinedAt: null,
  psychologistLeftAt: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PSYCHOLOGIST: PsychologistMe = {
  id: 'p1',
  name: 'Dra. Ana Beatriz Souza',
  email: 'ana@example.com',
  crp: '06/123456',
  specialization: 'Ansiedade e estresse',
  biography: 'Psicóloga clínica.',
  isActive: false,
  emailVerified: true,
  stats: { today: 1, upcoming: 2, total: 7 },
};

const renderDashboard = () => renderAt('/psychologist-dashboard', <PsychologistDashboardPage />);
const signedIn = { 'GET /api/me': [{ status: 200, body: SIGNED_IN_ME }] };

describe('/psychologist-dashboard', () => {
  it('sends a visitor to the psychologist login', async () => {
    stubNetwork({ 'GET /api/me': [{ status: 200, body: { ...SIGNED_IN_ME, user: null } }] });
    renderDashboard();
    expect(await screen.findByText('página de login')).toBeInTheDocument();
  });

  it('shows a loading state while the psychologist is read', async () => {
    stubNetwork({ ...signedIn, 'GET /api/psychologist/me': ['never'] });
    renderDashboard();
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando painel...');
  });

  it("answers 'Acesso negado.' with a login button to an account without a psychologist record", async () => {
    stubNetwork({
      ...signedIn,
      'GET /api/psychologist/me': [
        { status: 403, body: { code: 'not_psychologist', message: 'Acesso negado. Esta conta não…' } },
      ],
    });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Acesso negado.');
    expect(screen.getByRole('link', { name: 'Fazer login' })).toHaveAttribute('href', '/psychologist-login');
  });

  it('says the data could not be loaded on any other failure', async () => {
    stubNetwork({
      ...signedIn,
      'GET /api/psychologist/me': [{ status: 500, body: { code: 'internal', message: 'x' } }],
    });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os dados.');
  });

  it('greets, counts, says the account awaits review, and shows the empty lists of every tab', async () => {
    stubNetwork({
      ...signedIn,
      'GET /api/psychologist/me': [{ status: 200, body: PSYCHOLOGIST }],
      'GET /api/psychologist/appointments': [{ status: 200, body: { upcoming: [], past: [] } }],
      'GET /api/psychologist/availability': [{ status: 200, body: { windows: [] } }],
    });
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Olá, Dra. Ana Beatriz Souza' })).toBeInTheDocument();
    expect(screen.getByText('Ansiedade e estresse')).toBeInTheDocument();
    expect(screen.getByText(/em até 48 horas/)).toBeInTheDocument();
    expect(screen.queryByText(/Confirme seu e-mail/)).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(within(summary).getByText('Consultas hoje').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Próximas consultas').nextSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Total de consultas').nextSibling).toHaveTextContent('7');
    expect(await screen.findByText('Nenhuma consulta agendada')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Disponibilidade' }));
    expect(await screen.findByText('Nenhum horário configurado')).toBeInTheDocument();
    expect(screen.getByLabelText('Dia da semana')).toHaveValue('1');
    expect(screen.getByLabelText('Início')).toHaveValue('09:00');
    expect(screen.getByLabelText('Término')).toHaveValue('17:00');

    await user.click(screen.getByRole('tab', { name: 'Perfil' }));
    expect(screen.getByText('CRP 06/123456')).toBeInTheDocument();
    expect(screen.getByText('Inativo')).toBeInTheDocument();
  });

  it('asks an unconfirmed psychologist to confirm the e-mail, with the way to a new link', async () => {
    stubNetwork({
      ...signedIn,
      'GET /api/psychologist/me': [{ status: 200, body: { ...PSYCHOLOGIST, emailVerified: false } }],
      'GET /api/psychologist/appointments': [{ status: 200, body: { upcoming: [], past: [] } }],
    });
    renderDashboard();
    expect(await screen.findByText(/só aprovamos cadastros com o e-mail confirmado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reenvie em Minha conta' })).toHaveAttribute('href', '/conta');
  });

  it("lists a booked consultation in São Paulo time with the patient's first name, prices and the room", async () => {
    const roomId = '5e1f0a00-0000-4000-8000-0000000000a1';
    const soonId = '5e1f0a00-0000-4000-8000-0000000000a2';
    const soon = new Date(Date.now() + 5 * 60_000);
    stubNetwork({
      ...signedIn,
      'GET /api/psychologist/me': [{ status: 200, body: { ...PSYCHOLOGIST, isActive: true } }],
      'GET /api/psychologist/appointments': [
        {
          status: 200,
          body: {
            upcoming: [
              {
                id: 'a1',
                startsAt: '2026-11-25T13:00:00.000Z',
                endsAt: '2026-11-25T13:50:00.000Z',
                patientFirstName: 'Mariana',
                status: 'agendado',
                priceCents: 6990,
                payoutCents: 5000,
                videoLink: `http://localhost:3000/consultas/sala/${roomId}`,
                canMark: false,
                attendance: NOBODY,
              },
              {
                id: 'a2',
                startsAt: soon.toISOString(),
                endsAt: new Date(soon.getTime() + 50 * 60_000).toISOString(),
                patientFirstName: 'Paulo',
                status: 'agendado',
                priceCents: 9990,
                payoutCents: 5000,
                videoLink: `http://localhost:3000/consultas/sala/${soonId}`,
                canMark: false,
                attendance: NOBODY,
              },
            ],
            past: [
              {
                id: 'a3',
                startsAt: '2026-11-20T13:00:00.000Z',
                endsAt: '2026-11-20T13:50:00.000Z',
                patientFirstName: 'Rita',
                status: 'realizado',
                priceCents: 9990,
                payoutCents: 5000,
                videoLink: null,
                canMark: false,
                attendance: {
                  patientJoinedAt: '2026-11-20T12:57:00.000Z',
                  patientLeftAt: '2026-11-20T13:49:00.000Z',
                  psychologistJoinedAt: '2026-11-20T12:55:00.000Z',
                  psychologistLeftAt: null,
                },
              },
            ],
          },
        },
      ],
    });
    renderDashboard();
    const item = (await screen.findByText(/Paciente: Mariana/)).closest('li')!;
    expect(within(item).getByText(/25\/11\/2026 às 10:00/)).toBeInTheDocument();
    expect(within(item).getByText('Valor: R$ 69,90 · Você recebe: R$ 50,00')).toBeInTheDocument();
    expect(within(item).getByText('Agendada')).toBeInTheDocument();
    // Outside its window the room cannot be entered, and the button says why.
    expect(within(item).getByRole('button', { name: 'Entrar na sala' })).toBeDisabled();
    expect(within(item).getByText(/A sala (abre às|desta consulta já foi encerrada)/)).toBeInTheDocument();
    const open = (await screen.findByText(/Paciente: Paulo/)).closest('li')!;
    expect(within(open).getByRole('link', { name: 'Entrar na sala' })).toHaveAttribute(
      'href',
      `http://localhost:3000/consultas/sala/${soonId}`,
    );
    const done = (await screen.findByText(/Paciente: Rita/)).closest('li')!;
    expect(
      within(done).getByText('Sala: paciente entrou às 09:57 e saiu às 10:49; você entrou às 09:55.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/em até 48 horas/)).not.toBeInTheDocument();
  });
});
