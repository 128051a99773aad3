import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Slot } from '../../../shared/contracts/consultations';
import { ANA, renderAt, stubApi, ok, fail, clearToasts } from './booking-test-utils';
import { SlotPicker } from './slot-picker';

const SLOTS_URL = (date: string) => `GET /api/psychologists/${ANA.id}/slots?date=${date}`;
const slots = (date: string, list: Array<[string, string, boolean]>) =>
  ok({
    date,
    timeZone: 'America/Sao_Paulo',
    slots: list.map(([time, startsAt, available]) => ({ time, startsAt, available })),
  });

function Harness({ onPick }: { onPick: (slot: Slot) => void }) {
  const [date, setDate] = useState<string | null>(null);
  return <SlotPicker psychologistId={ANA.id} date={date} onDateChange={setDate} onPick={onPick} />;
}

beforeEach(() => {
  // Tuesday 24 November 2026, 21:30 in São Paulo: already Wednesday in UTC, the zone the tests run in.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T00:30:00Z'));
});

afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SlotPicker', () => {
  it('asks for a date first, disables weekends and past São Paulo dates, and loads the chosen day', async () => {
    stubApi({ [SLOTS_URL('2026-11-24')]: 'never' });
    renderAt('/', <Harness onPick={() => {}} />);
    expect(screen.getByText('Primeiro selecione uma data')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: /segunda-feira, 23 de novembro de 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /sábado, 28 de novembro de 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /domingo, 29 de novembro de 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /quarta-feira, 25 de novembro de 2026/ })).toBeEnabled();
    // Still the 24th in São Paulo, though UTC says the 25th.
    const today = screen.getByRole('button', { name: /^Hoje, terça-feira, 24 de novembro de 2026/ });
    expect(today).toBeEnabled();

    await userEvent.click(today);
    expect(screen.getByText('Carregando horários...')).toBeInTheDocument();
    expect(screen.queryByText('Primeiro selecione uma data')).toBeNull();
  });

  it('lists the slots, disables the unavailable ones and hands the picked one on', async () => {
    stubApi({
      [SLOTS_URL('2026-11-30')]: slots('2026-11-30', [
        ['09:00', '2026-11-30T12:00:00.000Z', false],
        ['10:00', '2026-11-30T13:00:00.000Z', true],
      ]),
    });
    const onPick = vi.fn();
    renderAt('/', <Harness onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: /segunda-feira, 30 de novembro de 2026/ }));
    const list = await screen.findByRole('list', { name: 'Horários' });
    expect(within(list).getByRole('button', { name: '09:00, indisponível' })).toBeDisabled();
    await userEvent.click(within(list).getByRole('button', { name: '10:00' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ startsAt: '2026-11-30T13:00:00.000Z' }));
    expect(screen.getByText('segunda-feira, 30 de novembro de 2026')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum horário disponível para esta data')).toBeNull();
  });

  it('says when a day has no free slot', async () => {
    stubApi({
      [SLOTS_URL('2026-11-25')]: slots('2026-11-25', []),
      [SLOTS_URL('2026-11-26')]: slots('2026-11-26', [['09:00', '2026-11-26T12:00:00.000Z', false]]),
    });
    renderAt('/', <Harness onPick={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /quarta-feira, 25 de novembro de 2026/ }));
    expect(await screen.findByText('Nenhum horário disponível para esta data')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Horários' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /quinta-feira, 26 de novembro de 2026/ }));
    expect(await screen.findByRole('button', { name: '09:00, indisponível' })).toBeDisabled();
    expect(screen.getByText('Nenhum horário disponível para esta data')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    stubApi({
      [SLOTS_URL('2026-11-25')]: [
        fail(404, 'not_found', 'Psicólogo não encontrado.'),
        slots('2026-11-25', [['09:00', '2026-11-25T12:00:00.000Z', true]]),
      ],
    });
    renderAt('/', <Harness onPick={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /quarta-feira, 25 de novembro de 2026/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os horários. Psicólogo não encontrado.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: '09:00' })).toBeEnabled();
  });
});
