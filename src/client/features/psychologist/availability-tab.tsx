import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import {
  availabilityBodySchema,
  DEFAULT_AVAILABILITY,
  WEEKDAY_LABELS,
  WEEKDAY_OPTIONS,
  type AvailabilityBody,
  type AvailabilityWindow,
} from '../../../shared/contracts/psychologist-area';
import { DaysOffSection } from './days-off-section';
import { addAvailability, fetchAvailability, PSYCHOLOGIST_AVAILABILITY_KEY, removeAvailability } from './api';

const reason = (error: unknown) => (error instanceof ApiRequestError ? error.message : undefined);
const describe = (window: AvailabilityWindow) =>
  `${WEEKDAY_LABELS[window.dayOfWeek]}, ${window.startTime}–${window.endTime}`;

export function AvailabilityTab() {
  const queryClient = useQueryClient();
  const windows = useQuery({ queryKey: PSYCHOLOGIST_AVAILABILITY_KEY, queryFn: fetchAvailability });
  const [form, setForm] = useState<AvailabilityBody>(DEFAULT_AVAILABILITY);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PSYCHOLOGIST_AVAILABILITY_KEY });

  const add = useMutation({
    mutationFn: addAvailability,
    onSuccess: async () => {
      toast.success('Horário adicionado com sucesso!');
      await refresh();
    },
    onError: (error) => toast.error('Não foi possível adicionar o horário.', { description: reason(error) }),
  });
  const remove = useMutation({
    mutationFn: removeAvailability,
    onSuccess: async () => {
      toast.success('Horário removido com sucesso!');
      await refresh();
    },
    onError: (error) => toast.error('Não foi possível remover o horário.', { description: reason(error) }),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = availabilityBodySchema.safeParse(form);
    if (!parsed.success) {
      toast.error('Não foi possível adicionar o horário.', { description: parsed.error.issues[0]?.message });
      return;
    }
    add.mutate(parsed.data);
  }

  return (
    <>
      <div className="grid gap-6 md:grid-cols-[20rem_1fr]">
        <Card className="p-5">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Adicionar horário</h2>
          <form onSubmit={handleSubmit} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="availability-day">Dia da semana</Label>
              <select
                id="availability-day"
                name="dayOfWeek"
                className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-base"
                value={form.dayOfWeek}
                onChange={(event) => setForm({ ...form, dayOfWeek: Number(event.target.value) })}
              >
                {WEEKDAY_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <Field
              label="Início"
              type="time"
              name="startTime"
              step={900}
              required
              value={form.startTime}
              onChange={(event) => setForm({ ...form, startTime: event.target.value })}
            />
            <Field
              label="Término"
              type="time"
              name="endTime"
              step={900}
              required
              value={form.endTime}
              onChange={(event) => setForm({ ...form, endTime: event.target.value })}
            />
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Processando...' : 'Adicionar horário'}
            </Button>
          </form>
        </Card>
        <section aria-labelledby="windows-heading">
          <h2 id="windows-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Horários configurados
          </h2>
          {windows.isPending ? (
            <Spinner label="Carregando horários..." />
          ) : windows.isError ? (
            <p role="alert">Não foi possível carregar os dados.</p>
          ) : windows.data.windows.length === 0 ? (
            <p className="text-slate-600">Nenhum horário configurado</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {windows.data.windows.map((window) => (
                <li key={window.id}>
                  <Card className="flex items-center justify-between gap-3 px-4 py-3">
                    <span className="text-slate-900">
                      <strong>{WEEKDAY_LABELS[window.dayOfWeek]}</strong> {window.startTime} –{' '}
                      {window.endTime}
                    </span>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Remover ${describe(window)}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(window.id)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <DaysOffSection />
    </>
  );
}
