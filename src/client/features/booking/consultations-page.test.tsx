import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { CONSULTATION_MESSAGES } from '../../../shared/contracts/consultations';
import { SIGNED_OUT } from '../../lib/me';
import {
  MENSAL,
  NO_PLAN,
  appointment,
  fail,
  ok,
  renderAt,
  signedIn,
  stubApi,
  clearToasts,
} from './booking-test-utils';
import { ConsultationsPage } from './consultations-page';

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

const subscriberCard = () => screen.getByRole('region', { name: 'Para Assinantes' });

// A signed-in person's list loads on demand (consultations-page.tsx); compiling it here first keeps the first test
// that shows it within the queries' time limit. The page still loads it through React.lazy.
beforeAll(async () => {
  await import('./my-consultations');
});

describe('ConsultationsPage', () => {
  it('shows the back button, the four info cards and both prices', async () => {
    stubApi({ 'GET /api/me': ok(SIGNED_OUT) });
    renderAt('/consultas', <ConsultationsPage />);
    expect(screen.getByRole('link', { name: 'Voltar ao chat' })).toHaveAttribute('href', '/aria-chat');
    for (const title of [
      'Profissionais qualificados',
      'Sessões online',
      'Horários flexíveis',
      'Sigilo profissional',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const single = screen.getByRole('region', { name: 'Consulta Avulsa' });
    expect(single).toHaveTextContent('R$ 99,90');
    expect(within(single).getByRole('link', { name: 'Agendar Consulta' })).toHaveAttribute(
      'href',
      '/consultas-agendamento',
    );
    expect(subscriberCard()).toHaveTextContent('R$ 69,90');
    expect(subscriberCard()).toHaveTextContent('30% OFF');
    expect(subscriberCard()).toHaveTextContent('50% OFF: R$ 49,95');
    expect(await within(subscriberCard()).findByRole('link', { name: 'Fazer Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('heading', { name: 'Minhas consultas' })).toBeNull();
  });

  it('offers a signed-in person without a plan to subscribe', async () => {
    stubApi({
      'GET /api/me': ok(signedIn(NO_PLAN)),
      'GET /api/consultations/mine': ok({ appointments: [] }),
    });
    renderAt('/consultas', <ConsultationsPage />);
    expect(await within(subscriberCard()).findByRole('link', { name: 'Assinar Agora' })).toHaveAttribute(
      'href',
      '/plans',
    );
  });

  it('offers a subscriber the discounted booking and lists their consultations', async () => {
    stubApi({
      'GET /api/me': ok(signedIn(MENSAL)),
      'GET /api/consultations/mine': ok({
        appointments: [
          appointment(),
          appointment({
            id: '0f2b7c1e-5a6d-4e3f-8a9b-000000000011',
            startsAt: '2026-11-20T12:00:00.000Z',
            endsAt: '2026-11-20T12:50:00.000Z',
            status: 'realizado',
            canChange: false,
          }),
        ],
      }),
    });
    renderAt('/consultas', <ConsultationsPage />);
    expect(
      await within(subscriberCard()).findByRole('link', { name: 'Agendar com Desconto' }),
    ).toHaveAttribute('href', '/consultas-agendamento');
    const upcoming = await screen.findByRole('article', {
      name: 'terça-feira, 1 de dezembro de 2026, às 14:00',
    });
    expect(upcoming).toHaveTextContent('com Dra. Ana Beatriz Souza');
    expect(upcoming).toHaveTextContent('Agendada');
    expect(upcoming).toHaveTextContent('R$ 69,90 (30% OFF)');
    expect(within(upcoming).getByRole('link', { name: /Entrar na videochamada/ })).toHaveAttribute(
      'href',
      'https://meet.jit.si/aria-abc123def456',
    );
    expect(within(upcoming).getByRole('link', { name: 'Adicionar à agenda (.ics)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/consultations\/[0-9a-f-]+\/calendar\.ics$/),
    );
    expect(within(upcoming).getByRole('button', { name: 'Remarcar' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('button', { name: 'Cancelar consulta' })).toBeInTheDocument();

    const past = screen.getByRole('article', { name: 'sexta-feira, 20 de novembro de 2026, às 09:00' });
    expect(past).toHaveTextContent('Realizada');
    // A past consultation keeps only its receipt: no call link, no changes.
    expect(
      within(past)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Recibo']);
    expect(within(past).getByRole('link', { name: 'Recibo' })).toHaveAttribute(
      'href',
      '/consultas/0f2b7c1e-5a6d-4e3f-8a9b-000000000011/recibo',
    );
    expect(within(past).queryByRole('button')).toBeNull();
  });

  it('explains the 24-hour rule instead of the buttons', async () => {
    stubApi({
      'GET /api/me': ok(signedIn(MENSAL)),
      'GET /api/consultations/mine': ok({ appointments: [appointment({ canChange: false })] }),
    });
    renderAt('/consultas', <ConsultationsPage />);
    const card = await screen.findByRole('article', { name: /1 de dezembro de 2026/ });
    expect(card).toHaveTextContent(CONSULTATION_MESSAGES.tooLate);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('cancels only after confirmation and refreshes the list', async () => {
    const calls = stubApi({
      'GET /api/me': ok(signedIn(MENSAL)),
      'GET /api/consultations/mine': [
        ok({ appointments: [appointment()] }),
        ok({ appointments: [appointment({ status: 'cancelado', canChange: false })] }),
      ],
      'POST /api/consultations/0f2b7c1e-5a6d-4e3f-8a9b-000000000010/cancel': ok({
        appointment: appointment({ status: 'cancelado', canChange: false }),
      }),
    });
    renderAt('/consultas', <ConsultationsPage />);
    const card = await screen.findByRole('article', { name: /1 de dezembro de 2026/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancelar consulta' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Manter consulta' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Cancelar consulta' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Sim, cancelar consulta' }));
    expect(await screen.findByText('Consulta cancelada')).toBeInTheDocument();
    expect(await within(card).findByText('Cancelada')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/consultations/0f2b7c1e-5a6d-4e3f-8a9b-000000000010/cancel', body: {} },
    ]);
  });

  it('shows the empty state and the error state', async () => {
    stubApi({
      'GET /api/me': ok(signedIn(NO_PLAN)),
      'GET /api/consultations/mine': [
        fail(500, 'internal', 'Algo deu errado do nosso lado.'),
        ok({ appointments: [] }),
      ],
    });
    renderAt('/consultas', <ConsultationsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar suas consultas.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Você ainda não tem consultas agendadas.')).toBeInTheDocument();
  });
  it('tells an unconfirmed person why a visitor booking is not listed, and resends the confirmation', async () => {
    const calls = stubApi({
      'GET /api/me': ok(signedIn(NO_PLAN)),
      'GET /api/consultations/mine': ok({ appointments: [], unconfirmedEmail: 'maria@example.com' }),
      'POST /api/auth/send-verification-email': ok({ status: true }),
    });
    renderAt('/consultas', <ConsultationsPage />);
    expect(
      await screen.findByText(
        /sem login com o e-mail maria@example\.com aparecem aqui depois que você confirmar/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Você ainda não tem consultas agendadas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(await screen.findByText('E-mail de confirmação enviado')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/api/auth/send-verification-email'))?.body).toEqual({
      email: 'maria@example.com',
    });
  });
});
