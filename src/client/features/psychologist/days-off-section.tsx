import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SubmitButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { daysOffBodySchema, describeDaysOff } from '../../../shared/contracts/days-off';
import { RemovableList, useListChange } from './list-editing';
import { addDaysOff, fetchDaysOff, PSYCHOLOGIST_DAYS_OFF_KEY, removeDaysOff } from './api';
import { parsedOrToast } from '../../lib/toast-failure';

/** Days off (issue 24): holidays, vacations, a sick day. Whole days; slots disappear as soon as it is saved. */
export function DaysOffSection() {
  const blocks = useQuery({ queryKey: PSYCHOLOGIST_DAYS_OFF_KEY, queryFn: fetchDaysOff });
  const [form, setForm] = useState({ startsOn: '', endsOn: '', note: '' });
  const add = useListChange(PSYCHOLOGIST_DAYS_OFF_KEY, addDaysOff, {
    done: 'Datas bloqueadas. Esses dias não aparecem mais para agendamento.',
    failed: 'Não foi possível bloquear as datas.',
    afterDone: () => setForm({ startsOn: '', endsOn: '', note: '' }),
    // A refusal over booked consultations lists them; it stays on screen until dismissed.
    keepFailure: true,
  });
  const remove = useListChange(PSYCHOLOGIST_DAYS_OFF_KEY, removeDaysOff, {
    done: 'Bloqueio removido.',
    failed: 'Não foi possível remover o bloqueio.',
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const daysOff = parsedOrToast(
      daysOffBodySchema,
      { startsOn: form.startsOn, endsOn: form.endsOn || form.startsOn, note: form.note },
      'Não foi possível bloquear as datas.',
    );
    if (daysOff) add.mutate(daysOff);
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
          <SubmitButton busy={add.isPending} busyLabel="Processando...">
            Bloquear datas
          </SubmitButton>
        </form>
      </Card>
      <RemovableList
        headingId="days-off-heading"
        heading="Datas bloqueadas"
        query={{ ...blocks, data: blocks.data?.daysOff }}
        loadingLabel="Carregando bloqueios..."
        empty="Nenhuma data bloqueada"
        renderItem={(block) => (
          <>
            <strong>{describeDaysOff(block)}</strong>
            {block.note ? <span className="text-slate-600"> · {block.note}</span> : null}
          </>
        )}
        removeLabel={(block) => `Remover bloqueio ${describeDaysOff(block)}`}
        onRemove={(id) => remove.mutate(id)}
        removing={remove.isPending}
      />
    </div>
  );
}
