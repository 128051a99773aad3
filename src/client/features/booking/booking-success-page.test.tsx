import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTATION_MESSAGES } from '../../../shared/contracts/consultations';
import { BookingSuccessPage } from './booking-success-page';
import { appointment, fail, ok, renderAt, stubApi, clearToasts } from './booking-test-utils';

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const VERIFY = 'POST /api/consultations/verify';

describe('BookingSuccessPage', () => {
  it('sends a visit without session_id back to the booking', () => {
    const calls = stubApi({});
    renderAt('/consultas-sucesso', <BookingSuccessPage />);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/consultas-agendamento$/);
    expect(calls).toHaveLength(0);
  });

  it('confirms the payment, then shows the appointment, the video link and the tips', async () => {
    const calls = stubApi({ [VERIFY]: ok({ appointment: appointment() }) });
    renderAt('/consultas-sucesso?session_id=cs_sandbox_1', <BookingSuccessPage />);
    expect(screen.getByRole('heading', { name: 'Confirmando pagamento...' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Consulta agendada!' })).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', url: '/api/consultations/verify', body: { sessionId: 'cs_sandbox_1' } },
    ]);
    expect(screen.getByText('Dra. Ana Beatriz Souza')).toBeInTheDocument();
    expect(screen.getByText('(30% OFF aplicado)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar à agenda (.ics)' })).toHaveAttribute(
      'href',
      `/api/consultations/${appointment().id}/calendar.ics?session_id=cs_sandbox_1`,
    );
    expect(screen.getByText('terça-feira, 1 de dezembro de 2026')).toBeInTheDocument();
    expect(screen.getByText('14:00 (horário de Brasília)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://meet.jit.si/aria-abc123def456' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/aria-abc123def456',
    );
    const tips = screen.getByRole('region', { name: 'Dicas para a sua consulta' });
    expect(tips).toHaveTextContent('5 minutos antes');
    expect(tips).toHaveTextContent('câmera e seu microfone');
    expect(tips).toHaveTextContent('lugar reservado');
    expect(await screen.findByText('Consulta agendada com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Você receberá o link da videochamada por email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao chat' })).toHaveAttribute('href', '/aria-chat');
    expect(screen.getByRole('link', { name: 'Agendar nova consulta' })).toHaveAttribute(
      'href',
      '/consultas-agendamento',
    );
  });

  it('shows the full price without a discount note for a visitor', async () => {
    stubApi({ [VERIFY]: ok({ appointment: appointment({ priceCents: 9990, discountPercent: 0 }) }) });
    renderAt('/consultas-sucesso?session_id=cs_sandbox_1', <BookingSuccessPage />);
    expect(await screen.findByText('R$ 99,90')).toBeInTheDocument();
    expect(screen.queryByText(/OFF aplicado/)).toBeNull();
  });

  it('says the annual discount', async () => {
    stubApi({ [VERIFY]: ok({ appointment: appointment({ priceCents: 4995, discountPercent: 50 }) }) });
    renderAt('/consultas-sucesso?session_id=cs_sandbox_1', <BookingSuccessPage />);
    expect(await screen.findByText('(50% OFF aplicado)')).toBeInTheDocument();
    expect(screen.getByText(/R\$ 49,95/)).toBeInTheDocument();
  });

  it('asks again while the payment is pending', async () => {
    const calls = stubApi({
      [VERIFY]: [
        fail(409, 'payment_pending', 'O pagamento ainda está sendo processado.'),
        fail(409, 'payment_pending', 'O pagamento ainda está sendo processado.'),
        ok({ appointment: appointment() }),
      ],
    });
    renderAt('/consultas-sucesso?session_id=cs_sandbox_1', <BookingSuccessPage retryDelayMs={10} />);
    expect(await screen.findByRole('heading', { name: 'Consulta agendada!' })).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('gives up after a few pending answers', async () => {
    const calls = stubApi({
      [VERIFY]: fail(409, 'payment_pending', 'O pagamento ainda está sendo processado.'),
    });
    renderAt('/consultas-sucesso?session_id=cs_sandbox_1', <BookingSuccessPage retryDelayMs={10} />);
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível confirmar o agendamento.' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(5);
  });

  it('shows the failure with a way back to the booking', async () => {
    stubApi({ [VERIFY]: fail(409, 'payment_not_paid', 'O pagamento não foi concluído.') });
    renderAt('/consultas-sucesso?session_id=cs_sandbox_1', <BookingSuccessPage />);
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível confirmar o agendamento.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('O pagamento não foi concluído.');
    expect(
      await screen.findByText('Não foi possível confirmar o pagamento. Entre em contato conosco.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Tentar Novamente' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/consultas-agendamento$/);
  });

  it('tells a person whose slot was lost that the payment was refunded', async () => {
    stubApi({ [VERIFY]: fail(409, 'slot_lost_refunded', CONSULTATION_MESSAGES.slotLostRefunded) });
    renderAt('/consultas-sucesso?session_id=cs_sandbox_1', <BookingSuccessPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert.parentElement!).getByRole('heading')).toHaveTextContent(
      CONSULTATION_MESSAGES.confirmFailed,
    );
    expect(alert).toHaveTextContent('O valor foi estornado integralmente.');
  });
});
