import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTATION_MESSAGES } from '../../../shared/contracts/consultations';
import { SIGNED_OUT } from '../../lib/me';
import { BookingPage } from './booking-page';
import {
  ANA,
  ANUAL,
  DEC_1_14H,
  MENSAL,
  NO_PLAN,
  PSYCHOLOGISTS,
  clearToasts,
  fail,
  ok,
  renderAt,
  signedIn,
  stubApi,
} from './booking-test-utils';

const location = () => screen.getByTestId('location').textContent;
const FORM_URL = `/consultas-agendamento?etapa=dados&psicologo=${ANA.id}&data=2026-12-01&horario=${encodeURIComponent(DEC_1_14H)}`;
const SLOTS = `GET /api/psychologists/${ANA.id}/slots?date=2026-12-01`;
const DEC_1_SLOTS = ok({
  date: '2026-12-01',
  timeZone: 'America/Sao_Paulo',
  slots: [
    { time: '13:00', startsAt: '2026-12-01T16:00:00.000Z', available: false },
    { time: '14:00', startsAt: DEC_1_14H, available: true },
  ],
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
});

afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ADULT = 'A pessoa que será atendida tem 18 anos ou mais';

// The later steps load on demand (booking-page.tsx); compiling them here first keeps the first test that reaches one
// within the queries' time limit. The page still loads each through React.lazy.
beforeAll(async () => {
  await Promise.all([import('./schedule-step'), import('./booking-form-step')]);
});

describe('BookingPage step 1', () => {
  it('shows both prices and asks a visitor whether they subscribe', async () => {
    stubApi({ 'GET /api/me': ok(SIGNED_OUT), 'GET /api/psychologists': ok(PSYCHOLOGISTS) });
    renderAt('/consultas-agendamento', <BookingPage />);
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/aria-chat');
    expect(screen.getByRole('region', { name: 'Consulta Avulsa' })).toHaveTextContent(
      'R$ 99,90 por sessão de 50 minutos',
    );
    expect(screen.getByRole('region', { name: 'Para Assinantes' })).toHaveTextContent('R$ 69,90');
    expect(screen.getByRole('region', { name: 'Para Assinantes' })).toHaveTextContent('30% OFF');

    await userEvent.click(await screen.findByRole('button', { name: 'Agendar Consulta' }));
    expect(screen.getByRole('heading', { name: 'Você já é assinante da Aria?' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sim, sou assinante' })).toHaveAttribute(
      'href',
      '/login?next=%2Fconsultas-agendamento%3Fetapa%3Dpsicologo',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Não, quero agendar como visitante' }));
    expect(location()).toBe('/consultas-agendamento?etapa=psicologo');
    expect(await screen.findByRole('article', { name: ANA.name })).toBeInTheDocument();
  });

  it('takes a signed-in person straight to the psychologists', async () => {
    stubApi({ 'GET /api/me': ok(signedIn(NO_PLAN)), 'GET /api/psychologists': ok(PSYCHOLOGISTS) });
    renderAt('/consultas-agendamento', <BookingPage />);
    const start = screen.getByRole('button', { name: 'Agendar Consulta' });
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    expect(location()).toBe('/consultas-agendamento?etapa=psicologo');
    expect(screen.queryByText('Você já é assinante da Aria?')).toBeNull();
  });
});

describe('BookingPage steps 2 and 3', () => {
  it('lists the psychologists with CRP and biography, and opens the chosen one’s calendar', async () => {
    stubApi({
      'GET /api/me': ok(SIGNED_OUT),
      'GET /api/psychologists': ok(PSYCHOLOGISTS),
      [SLOTS]: DEC_1_SLOTS,
    });
    renderAt('/consultas-agendamento?etapa=psicologo', <BookingPage />);
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/consultas-agendamento');
    const card = await screen.findByRole('article', { name: ANA.name });
    expect(card).toHaveTextContent('CRP 06/123456');
    expect(card).toHaveTextContent('Ansiedade e estresse');
    expect(within(card).getByText(ANA.biography)).toHaveClass('line-clamp-3');
    expect(within(card).getByText('AS')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Dr. Carlos Eduardo Lima' })).getByRole('presentation'),
    ).toHaveAttribute('src', '/fotos/carlos.webp');

    await userEvent.click(within(card).getByRole('button', { name: `Escolher ${ANA.name}` }));
    // The calendar's code loads with the step: the address changes once it is there.
    expect(await screen.findByRole('heading', { name: 'Escolha a data e o horário' })).toBeInTheDocument();
    expect(location()).toBe(`/consultas-agendamento?etapa=agenda&psicologo=${ANA.id}`);
    expect(screen.getByText('Primeiro selecione uma data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      '/consultas-agendamento?etapa=psicologo',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Ir para o próximo mês' }));
    await userEvent.click(screen.getByRole('button', { name: /terça-feira, 1 de dezembro de 2026/ }));
    expect(location()).toBe(`/consultas-agendamento?etapa=agenda&psicologo=${ANA.id}&data=2026-12-01`);
    expect(await screen.findByRole('button', { name: '13:00, indisponível' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '14:00' }));
    expect(await screen.findByRole('heading', { name: 'Resumo da consulta' })).toBeInTheDocument();
    expect(location()).toBe(FORM_URL);
  });

  it('opens the calendar directly for a psychologist carried from /psicologos', async () => {
    stubApi({ 'GET /api/me': ok(signedIn(MENSAL)), 'GET /api/psychologists': ok(PSYCHOLOGISTS) });
    renderAt(`/consultas-agendamento?psicologo=${ANA.id}`, <BookingPage />);
    expect(await screen.findByText(`com ${ANA.name} · Ansiedade e estresse`)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('3. Data e horário');
  });

  it('says when the psychologist is not bookable', async () => {
    stubApi({
      'GET /api/me': ok(SIGNED_OUT),
      'GET /api/psychologists': ok({ ...PSYCHOLOGISTS, psychologists: [] }),
    });
    renderAt(`/consultas-agendamento?psicologo=${ANA.id}`, <BookingPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este psicólogo não está disponível para agendamento.',
    );
    expect(screen.getByRole('link', { name: 'Escolher outro psicólogo' })).toHaveAttribute(
      'href',
      '/consultas-agendamento?etapa=psicologo',
    );
  });
});

describe('BookingPage step 4', () => {
  let opened: string[];
  beforeEach(() => {
    opened = [];
    vi.stubGlobal('open', (url: string) => {
      opened.push(url);
      return {} as Window;
    });
  });

  it('summarises the visitor’s booking, checks the form and opens the payment in a new tab', async () => {
    const calls = stubApi({
      'GET /api/me': ok(SIGNED_OUT),
      'GET /api/psychologists': ok(PSYCHOLOGISTS),
      'POST /api/consultations/checkout': ok({ url: '/checkout/sandbox/cs_1', sessionId: 'cs_1' }),
    });
    renderAt(FORM_URL, <BookingPage />);
    const summary = await screen.findByRole('region', { name: 'Resumo da consulta' });
    expect(summary).toHaveTextContent('terça-feira, 1 de dezembro de 2026');
    expect(summary).toHaveTextContent('14:00 (horário de Brasília)');
    expect(await within(summary).findByText(ANA.name)).toBeInTheDocument();
    expect(summary).toHaveTextContent('R$ 99,90');
    expect(summary).not.toHaveTextContent('OFF');
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      `/consultas-agendamento?etapa=agenda&psicologo=${ANA.id}&data=2026-12-01`,
    );

    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Prosseguir para Pagamento' }));
    expect(await screen.findByText('Por favor, digite seu nome completo.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, digite um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, digite um telefone com DDD.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText('Nome completo'), 'Marta Rocha');
    await userEvent.type(email, 'Marta@Example.com');
    await userEvent.type(screen.getByLabelText('Telefone (com DDD)'), '(11) 91234-5678');
    await userEvent.click(screen.getByRole('checkbox', { name: ADULT }));
    await userEvent.click(screen.getByRole('button', { name: 'Prosseguir para Pagamento' }));
    expect(await screen.findByText(/A página de pagamento foi aberta em uma nova aba/)).toBeInTheDocument();
    expect(opened).toEqual(['/checkout/sandbox/cs_1']);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      appointment_data: {
        name: 'Marta Rocha',
        email: 'marta@example.com',
        phone: '(11) 91234-5678',
        payer_is_patient: true,
        is_adult: true,
        appointment_date: DEC_1_14H,
        psychologist_id: ANA.id,
      },
    });
  });

  it('asks for a guardian authorisation for a patient under 18 and sends it before the checkout', async () => {
    const calls = stubApi({
      'GET /api/me': ok(SIGNED_OUT),
      'GET /api/psychologists': ok(PSYCHOLOGISTS),
      'POST /api/consultations/guardian-authorizations': {
        status: 201,
        body: { id: 'c0ffee00-0000-4000-8000-000000000001' },
      },
      'POST /api/consultations/checkout': ok({ url: '/checkout/sandbox/cs_3', sessionId: 'cs_3' }),
    });
    renderAt(FORM_URL, <BookingPage />);
    await userEvent.type(await screen.findByLabelText('Nome completo'), 'Pedro Campos');
    await userEvent.type(screen.getByLabelText('E-mail'), 'pedro@example.com');
    await userEvent.type(screen.getByLabelText('Telefone (com DDD)'), '11912345678');
    expect(screen.getByText(/Resolução CFP nº 13\/2022/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prosseguir para Pagamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'autorização por escrito de um responsável legal',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const file = new File(['%PDF-1.4 autorizo'], 'autorizacao.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Autorização do responsável'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Prosseguir para Pagamento' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.find((call) => call.url === '/api/consultations/checkout')?.body).toMatchObject({
      appointment_data: {
        is_adult: false,
        guardian_authorization_id: 'c0ffee00-0000-4000-8000-000000000001',
      },
    });
  });

  it('asks for an optional CPF with its reason, checks its digits, and asks who pays', async () => {
    const calls = stubApi({
      'GET /api/me': ok(SIGNED_OUT),
      'GET /api/psychologists': ok(PSYCHOLOGISTS),
      'POST /api/consultations/checkout': ok({ url: '/checkout/sandbox/cs_2', sessionId: 'cs_2' }),
    });
    renderAt(FORM_URL, <BookingPage />);
    const cpf = await screen.findByLabelText('CPF (opcional)');
    expect(cpf).not.toBeRequired();
    expect(cpf).toHaveAccessibleDescription(/recibo do Receita Saúde/);
    await userEvent.type(screen.getByLabelText('Nome completo'), 'Lia Campos');
    await userEvent.type(screen.getByLabelText('E-mail'), 'lia@example.com');
    await userEvent.type(screen.getByLabelText('Telefone (com DDD)'), '11912345678');
    await userEvent.click(screen.getByRole('checkbox', { name: ADULT }));
    await userEvent.type(cpf, '529.982.247-24');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Eu mesmo(a) pago a consulta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prosseguir para Pagamento' }));
    expect(await screen.findByText('CPF inválido. Confira os 11 dígitos.')).toBeInTheDocument();
    expect(screen.getByText('Informe o nome completo de quem paga a consulta.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(cpf);
    await userEvent.type(cpf, '529.982.247-25');
    await userEvent.type(screen.getByLabelText('Nome completo de quem paga'), 'Rita Campos');
    await userEvent.type(screen.getByLabelText('CPF de quem paga (opcional)'), '111.444.777-35');
    await userEvent.click(screen.getByRole('button', { name: 'Prosseguir para Pagamento' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      appointment_data: {
        cpf: '52998224725',
        payer_is_patient: false,
        payer_name: 'Rita Campos',
        payer_cpf: '11144477735',
      },
    });
  });

  it('prefills a subscriber’s account, shows their discount and disables the button while busy', async () => {
    stubApi({
      'GET /api/me': ok(signedIn(ANUAL)),
      'GET /api/psychologists': ok(PSYCHOLOGISTS),
      'POST /api/consultations/checkout': 'never',
    });
    renderAt(FORM_URL, <BookingPage />);
    const summary = await screen.findByRole('region', { name: 'Resumo da consulta' });
    expect(await within(summary).findByText('(50% OFF)')).toBeInTheDocument();
    expect(summary).toHaveTextContent('R$ 49,95');
    await waitFor(() => expect(screen.getByLabelText('Nome completo')).toHaveValue('Joana Dias'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('joana@example.com');
    await userEvent.type(screen.getByLabelText('Telefone (com DDD)'), '11912345678');
    await userEvent.click(screen.getByRole('checkbox', { name: ADULT }));
    await userEvent.click(screen.getByRole('button', { name: 'Prosseguir para Pagamento' }));
    expect(await screen.findByRole('button', { name: /Processando/ })).toBeDisabled();
  });

  it('shows 30% OFF for a monthly subscriber', async () => {
    stubApi({ 'GET /api/me': ok(signedIn(MENSAL)), 'GET /api/psychologists': ok(PSYCHOLOGISTS) });
    renderAt(FORM_URL, <BookingPage />);
    const summary = await screen.findByRole('region', { name: 'Resumo da consulta' });
    expect(await within(summary).findByText('(30% OFF)')).toBeInTheDocument();
    expect(summary).toHaveTextContent('R$ 69,90');
  });

  async function submitFilled() {
    await waitFor(() => expect(screen.getByLabelText('Nome completo')).toHaveValue('Joana Dias'));
    await userEvent.type(screen.getByLabelText('Telefone (com DDD)'), '11912345678');
    await userEvent.click(screen.getByRole('checkbox', { name: ADULT }));
    await userEvent.click(screen.getByRole('button', { name: 'Prosseguir para Pagamento' }));
  }

  it('sends the person back to the calendar when the slot was just taken', async () => {
    stubApi({
      'GET /api/me': ok(signedIn(NO_PLAN)),
      'GET /api/psychologists': ok(PSYCHOLOGISTS),
      'POST /api/consultations/checkout': fail(409, 'slot_taken', CONSULTATION_MESSAGES.slotTaken),
      [SLOTS]: DEC_1_SLOTS,
    });
    renderAt(FORM_URL, <BookingPage />);
    await submitFilled();
    expect(await screen.findByText(CONSULTATION_MESSAGES.slotTaken)).toBeInTheDocument();
    await waitFor(() =>
      expect(location()).toBe(`/consultas-agendamento?etapa=agenda&psicologo=${ANA.id}&data=2026-12-01`),
    );
    expect(await screen.findByRole('button', { name: '14:00' })).toBeInTheDocument();
    expect(opened).toEqual([]);
  });

  it('shows the generic failure toast otherwise', async () => {
    stubApi({
      'GET /api/me': ok(signedIn(NO_PLAN)),
      'GET /api/psychologists': ok(PSYCHOLOGISTS),
      'POST /api/consultations/checkout': fail(
        502,
        'upstream_failed',
        'O provedor de pagamento não respondeu.',
      ),
    });
    renderAt(FORM_URL, <BookingPage />);
    await submitFilled();
    expect(await screen.findByText(CONSULTATION_MESSAGES.checkoutFailed)).toBeInTheDocument();
    expect(screen.getByText('Erro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prosseguir para Pagamento' })).toBeEnabled();
    expect(location()).toBe(FORM_URL);
  });
});
