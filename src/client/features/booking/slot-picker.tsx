import { useId, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import 'react-day-picker/style.css';
import { RefreshCw } from 'lucide-react';
import type { Slot } from '../../../shared/contracts/consultations';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useSlots } from './consultations-api';
import { calendarDateToIsoDay, formatIsoDay, todayInSaoPaulo } from './consultation-time';
import { isoDayToCalendarDate } from './iso-day';

// Inline, because react-day-picker's stylesheet sets its variables on its own root, after Tailwind's layers.
const CALENDAR_COLORS = {
  '--rdp-accent-color': 'var(--color-brand-700)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
} as CSSProperties;

/**
 * Step 3 of the booking, and the reschedule form: a pt-BR calendar (weekends and past São Paulo dates disabled)
 * beside the chosen day's slots. Used for one psychologist at a time.
 */
export function SlotPicker({
  psychologistId,
  date,
  onDateChange,
  onPick,
  selectedStartsAt,
  disabled = false,
}: {
  psychologistId: string;
  date: string | null;
  onDateChange: (date: string) => void;
  onPick: (slot: Slot) => void;
  selectedStartsAt?: string | null;
  disabled?: boolean;
}) {
  const today = isoDayToCalendarDate(todayInSaoPaulo());
  const selected = date ? isoDayToCalendarDate(date) : undefined;
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <div className="justify-self-center rounded-2xl border border-slate-200 bg-white p-3">
        <DayPicker
          style={CALENDAR_COLORS}
          mode="single"
          locale={ptBR}
          today={today}
          selected={selected}
          defaultMonth={selected ?? today}
          startMonth={today}
          disabled={[{ dayOfWeek: [0, 6] }, { before: today }]}
          onSelect={(day) => {
            if (day) onDateChange(calendarDateToIsoDay(day));
          }}
        />
      </div>
      <SlotPanel
        psychologistId={psychologistId}
        date={date}
        onPick={onPick}
        selectedStartsAt={selectedStartsAt ?? null}
        disabled={disabled}
      />
    </div>
  );
}

export function SlotPanel({
  psychologistId,
  date,
  onPick,
  selectedStartsAt,
  disabled,
}: {
  psychologistId: string;
  date: string | null;
  onPick: (slot: Slot) => void;
  selectedStartsAt: string | null;
  disabled: boolean;
}) {
  const slots = useSlots(psychologistId, date);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-h-48 flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Horários disponíveis
      </h2>
      {date === null ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-600">Primeiro selecione uma data</p>
      ) : slots.isPending ? (
        <Spinner label="Carregando horários..." />
      ) : slots.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-xl bg-red-50 p-4 text-red-900">
          <p>Não foi possível carregar os horários. {slots.error.message}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void slots.refetch()}
            disabled={slots.isFetching}
          >
            <RefreshCw aria-hidden="true" />
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600 first-letter:uppercase">{formatIsoDay(date)}</p>
          {slots.data.slots.every((slot) => !slot.available) ? (
            <p className="rounded-xl bg-slate-50 p-4 text-slate-600">
              Nenhum horário disponível para esta data
            </p>
          ) : null}
          {slots.data.slots.length > 0 ? (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Horários">
              {slots.data.slots.map((slot) => (
                <li key={slot.startsAt}>
                  <Button
                    variant={slot.startsAt === selectedStartsAt ? 'primary' : 'outline'}
                    className={cn('w-full', !slot.available && 'line-through')}
                    disabled={disabled || !slot.available}
                    aria-pressed={slot.startsAt === selectedStartsAt}
                    aria-label={slot.available ? slot.time : `${slot.time}, indisponível`}
                    onClick={() => onPick(slot)}
                  >
                    {slot.time}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
