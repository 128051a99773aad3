import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTATION_MESSAGES } from '../../../shared/contracts/consultations';
import { ANA, appointment, clearToasts, fail, ok, renderAt, stubApi } from './booking-test-utils';
import { ManageConsultationPage } from './manage-consultation-page';

const TOKEN = 'assinado.0123456789abcdef';
const BY_LINK = `GET /api/consultations/by-link?token=${encodeURIComponent(TOKEN)}`;
const ID = appointment().id;

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

describe('ManageConsultationPage', () => {
  it('says a missing or bad link is invalid, with a way home', async () => {
    stubApi({ [BY_LINK]: fail(404, 'not_found', 'Link inválido ou expirado.') });
    renderAt(`/consultas-gerenciar?token=${TOKEN}`, <ManageConsultationPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Este link é inválido ou expirou.');
    expect(within(alert).getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute(
      'href',
      '/',
    );
    cleanup();

    const calls = stubApi({});
    renderAt('/consultas-gerenciar', <ManageConsultationPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Este link é inválido ou expirou.');
    expect(calls).toHaveLength(0);
  });

  it('cancels with the link token after confirmation', async () => {
    const calls = stubApi({
      [BY_LINK]: ok({ appointment: appointment() }),
      [`POST /api/consultations/${ID}/cancel`]: ok({
        appointment: appointment({ status: 'cancelado', canChange: false }),
      }),
    });
    renderAt(`/consultas-gerenciar?token=${TOKEN}`, <ManageConsultationPage />);
    const card = await screen.findByRole('article', { name: 'terça-feira, 1 de dezembro de 2026, às 14:00' });
    expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancelar consulta' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Sim, cancelar consulta' }));
    expect(await within(card).findByText('Cancelada')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: `/api/consultations/${ID}/cancel`,
      body: { token: TOKEN },
    });
  });

  it('reschedules to a slot of the same psychologist, and shows the server’s refusal', async () => {
    const moved = appointment({ startsAt: '2026-11-30T13:00:00.000Z', endsAt: '2026-11-30T13:50:00.000Z' });
    const calls = stubApi({
      [BY_LINK]: ok({ appointment: appointment() }),
      [`GET /api/psychologists/${ANA.id}/slots?date=2026-11-30`]: ok({
        date: '2026-11-30',
        timeZone: 'America/Sao_Paulo',
        slots: [{ time: '10:00', startsAt: '2026-11-30T13:00:00.000Z', available: true }],
      }),
      [`POST /api/consultations/${ID}/reschedule`]: [
        fail(409, 'too_late', CONSULTATION_MESSAGES.tooLate),
        ok({ appointment: moved }),
      ],
    });
    renderAt(`/consultas-gerenciar?token=${TOKEN}`, <ManageConsultationPage />);
    const card = await screen.findByRole('article', { name: /1 de dezembro de 2026/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Remarcar' }));
    const confirm = within(card).getByRole('button', { name: 'Confirmar novo horário' });
    expect(confirm).toBeDisabled();
    await userEvent.click(
      within(card).getByRole('button', { name: /segunda-feira, 30 de novembro de 2026/ }),
    );
    await userEvent.click(await within(card).findByRole('button', { name: '10:00' }));
    await userEvent.click(confirm);
    expect(await screen.findByText(CONSULTATION_MESSAGES.tooLate)).toBeInTheDocument();

    await userEvent.click(confirm);
    expect(
      await screen.findByRole('article', { name: 'segunda-feira, 30 de novembro de 2026, às 10:00' }),
    ).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: `/api/consultations/${ID}/reschedule`,
      body: { startsAt: '2026-11-30T13:00:00.000Z', token: TOKEN },
    });
  });
});
