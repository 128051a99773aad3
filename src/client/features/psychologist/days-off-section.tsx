import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { daysOffBodySchema, describeDaysOff } from '../../../shared/contracts/days-off';
import { addDaysOff, fetchDaysOff, PSYCHOLOGIST_DAYS_OFF_KEY, removeDaysOff } from './api';

const reason = (error: unknown) => (error instanceof ApiRequestError ? error.message : undefined);

/** Days off (issue 24): holidays, vacations, a sick day. Whole days; slots disappear as soon as it is saved. */
export function DaysOffSection() {
  const queryClient = useQueryClient();
  const blocks = useQuery({ queryKey: PSYCHOLOGIST_DAYS_OFF_KEY, queryFn: fetchDaysOff });
  const [form, setForm] = useState({ startsOn: '', endsOn: '', note: '' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PSYCHOLOGIST_DAYS_OFF_KEY });

  const add = useMutation({
    mutationFn: addDaysOff,
    onSuccess: async () => {
      toast.success('Datas bloqueadas. Esses dias não aparecem mais para agendamento.');
      setForm({ startsOn: '', endsOn: '', note: '' });
      await refresh();
    },
    // A refusal over booked consultations lists them; it stays on screen until dismissed.
    onError: (error) =>
      toast.error('Não foi possível bloquear as datas.', { description: reason(error), duration: Infinity }),
  });
  const remove = useMutation({
    mutationFn: removeDaysOff,
    onSuccess: async () => {
      toast.success('Bloqueio removido.');
      await refresh();
    },
    onError: (error) => toast.error('Não foi possível remover o bloqueio.', { description: reason(error) }),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = daysOffBodySchema.safeParse({
      startsOn: form.startsOn,
      endsOn: form.endsOn || form.startsOn,
      note: form.note,
    });
    if (!parsed.success) {
      toast.error('Não foi possível bloquear as datas.', { description: parsed.error.issues[0]?.message });
      return;
    }
    add.mutate(parsed.data);
  }

  return (
    <div className="mt-8 grid gap-6 md:grid-cols-[20rem_1fr]">
      <Card className="p-5">
        <h2 className="mb-1 text-lg font-semibold text-slate-900">Bloquear datas</h2>
        <p className="mb-4 text-sm text-slate-600">
          Feriados, férias ou um dia de folga. Para um só dia, deixe o término em branco.
        </p>
        <form onSubmit={handleSubmit} className="flex flex-col gap-4">
          <Field
            label="De"
            type="date"
            name="startsOn"
            required
            value={form.startsOn}
            onChange={(event) => setForm({ ...form, startsOn: event.target.value })}
          />
          <Field
            label="Até (opcional)"
            type="date"
            name="endsOn"
            min={form.startsOn || undefined}
            value={form.endsOn}
            onChange={(event) => setForm({ ...form, endsOn: event.target.value })}
          />
          <Field
            label="Observação (opcional)"
            name="note"
            maxLength={80}
            placeholder="Ex.: Férias"
            value={form.note}
            onChange={(event) => setForm({ ...form, note: event.target.value })}
          />
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Processando...' : 'Bloquear datas'}
          </Button>
        </form>
      </Card>
      <section aria-labelledby="days-off-heading">
        <h2 id="days-off-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Datas bloqueadas
        </h2>
        {blocks.isPending ? (
          <Spinner label="Carregando bloqueios..." />
        ) : blocks.isError ? (
          <p role="alert">Não foi possível carregar os dados.</p>
        ) : blocks.data.daysOff.length === 0 ? (
          <p className="text-slate-600">Nenhuma data bloqueada</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {blocks.data.daysOff.map((block) => (
              <li key={block.id}>
                <Card className="flex items-center justify-between gap-3 px-4 py-3">
                  <span className="text-slate-900">
                    <strong>{describeDaysOff(block)}</strong>
                    {block.note ? <span className="text-slate-600"> · {block.note}</span> : null}
                  </span>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Remover bloqueio ${describeDaysOff(block)}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(block.id)}
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
  );
}
