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
      'GET /api/psychologist/days-off': [{ status: 200, body: { daysOff: [] } }],
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
    expect(await screen.findByText('Nenhuma data bloqueada')).toBeInTheDocument();

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

  it('blocks days off, and shows the booked consultations when the block is refused', async () => {
    const refusal =
      'Há consultas marcadas nesse período: 15/12/2026 às 10:00 (Joana). Cancele ou remarque essas consultas antes de bloquear as datas.';
    const calls = stubNetwork({
      ...signedIn,
      'GET /api/psychologist/me': [{ status: 200, body: { ...PSYCHOLOGIST, isActive: true } }],
      'GET /api/psychologist/appointments': [{ status: 200, body: { upcoming: [], past: [] } }],
      'GET /api/psychologist/availability': [{ status: 200, body: { windows: [] } }],
      'GET /api/psychologist/days-off': [
        { status: 200, body: { daysOff: [] } },
        {
          status: 200,
          body: { daysOff: [{ id: 'b1', startsOn: '2026-12-24', endsOn: '2026-12-26', note: 'Natal' }] },
        },
      ],
      'POST /api/psychologist/days-off': [
        { status: 409, body: { code: 'days_off_booked', message: refusal } },
        { status: 201, body: { id: 'b1', startsOn: '2026-12-24', endsOn: '2026-12-26', note: 'Natal' } },
      ],
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Disponibilidade' }));
    await user.type(await screen.findByLabelText('De'), '2026-12-14');
    await user.type(screen.getByLabelText('Até (opcional)'), '2026-12-18');
    await user.click(screen.getByRole('button', { name: 'Bloquear datas' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('De'));
    await user.type(screen.getByLabelText('De'), '2026-12-24');
    await user.clear(screen.getByLabelText('Até (opcional)'));
    await user.type(screen.getByLabelText('Até (opcional)'), '2026-12-26');
    await user.type(screen.getByLabelText('Observação (opcional)'), 'Natal');
    await user.click(screen.getByRole('button', { name: 'Bloquear datas' }));
    expect(await screen.findByText('24/12/2026 a 26/12/2026')).toBeInTheDocument();
    expect(calls.filter((call) => call.key === 'POST /api/psychologist/days-off').at(-1)?.body).toEqual({
      startsOn: '2026-12-24',
      endsOn: '2026-12-26',
      note: 'Natal',
    });
  });

  it("lists the month's paid consultations for Receita Saúde, flags a missing CPF and links the CSV", async () => {
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date())
      .slice(0, 7);
    stubNetwork({
      ...signedIn,
      'GET /api/psychologist/me': [{ status: 200, body: { ...PSYCHOLOGIST, isActive: true } }],
      'GET /api/psychologist/appointments': [{ status: 200, body: { upcoming: [], past: [] } }],
      [`GET /api/psychologist/receipts?month=${month}`]: [
        {
          status: 200,
          body: {
            month,
            totalCents: 9990,
            items: [
              {
                appointmentId: 'a1',
                paidAt: '2026-11-24T15:05:00.000Z',
                consultationStartsAt: '2026-11-26T13:00:00.000Z',
                amountCents: 9990,
                patientName: 'Joana Prado Lima',
                patientCpf: '52998224725',
                payerName: 'Rita Prado',
                payerCpf: null,
                cpfMissing: true,
              },
            ],
          },
        },
      ],
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Receita Saúde' }));
    expect(await screen.findByText('1 consulta · total R$ 99,90')).toBeInTheDocument();
    expect(screen.getByText('Paciente: Joana Prado Lima · CPF 529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('Pagador: Rita Prado · CPF —')).toBeInTheDocument();
    expect(screen.getByText('CPF não informado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baixar CSV' })).toHaveAttribute(
      'href',
      `/api/psychologist/receipts.csv?month=${month}`,
    );
  });

  it('writes a clinical record: autosaves the draft, signs it, then only takes addenda', async () => {
    const base = {
      appointmentId: 'a1',
      patientFirstName: 'Mariana',
      startsAt: '2026-11-25T13:00:00.000Z',
      demand: '',
      goals: '',
      intakeSigned: false,
      evolution: '',
      procedures: '',
      referral: '',
      signedAt: null,
      savedAt: null,
      addenda: [],
    };
    const saved = { ...base, evolution: 'Boa evolução.', savedAt: '2026-11-25T14:00:00.000Z' };
    const signed = { ...saved, signedAt: '2026-11-25T14:01:00.000Z', intakeSigned: true };
    const calls = stubNetwork({
      ...signedIn,
      'GET /api/psychologist/me': [{ status: 200, body: { ...PSYCHOLOGIST, isActive: true } }],
      'GET /api/psychologist/record-copies': [{ status: 200, body: { requests: [] } }],
      'GET /api/psychologist/appointments': [
        {
          status: 200,
          body: {
            upcoming: [],
            past: [
              {
                id: 'a1',
                startsAt: '2026-11-25T13:00:00.000Z',
                endsAt: '2026-11-25T13:50:00.000Z',
                patientFirstName: 'Mariana',
                status: 'realizado',
                priceCents: 9990,
                payoutCents: 5000,
                videoLink: null,
                canMark: false,
                attendance: NOBODY,
                hasGuardianAuthorization: false,
              },
            ],
          },
        },
      ],
      'GET /api/psychologist/appointments/a1/record': [{ status: 200, body: base }],
      'PUT /api/psychologist/appointments/a1/record': [{ status: 200, body: saved }],
      'POST /api/psychologist/appointments/a1/record/sign': [{ status: 200, body: signed }],
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Prontuário' }));
    await user.type(await screen.findByLabelText('Evolução da sessão'), 'Boa evolução.');
    expect(await screen.findByText(/Rascunho salvo em/, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(
      calls.find((call) => call.key === 'PUT /api/psychologist/appointments/a1/record')?.body,
    ).toMatchObject({
      evolution: 'Boa evolução.',
    });
    await user.click(screen.getByRole('button', { name: 'Assinar registro' }));
    expect(await screen.findByText(/Assinado em/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Evolução da sessão')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Novo adendo')).toBeInTheDocument();
  });
});
