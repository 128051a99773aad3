import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SubmitButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, SelectField } from '../../components/ui/field';
import {
  availabilityBodySchema,
  DEFAULT_AVAILABILITY,
  WEEKDAY_LABELS,
  WEEKDAY_OPTIONS,
  type AvailabilityBody,
  type AvailabilityWindow,
} from '../../../shared/contracts/psychologist-area';
import { useFormValues } from '../../lib/use-form-values';
import { DaysOffSection } from './days-off-section';
import { RemovableList, useListChange } from './list-editing';
import { addAvailability, fetchAvailability, PSYCHOLOGIST_AVAILABILITY_KEY, removeAvailability } from './api';
import { parsedOrToast } from '../../lib/toast-failure';

const describe = (window: AvailabilityWindow) =>
  `${WEEKDAY_LABELS[window.dayOfWeek]}, ${window.startTime}–${window.endTime}`;

export function AvailabilityTab() {
  const windows = useQuery({ queryKey: PSYCHOLOGIST_AVAILABILITY_KEY, queryFn: fetchAvailability });
  const { values: form, setValue, bind } = useFormValues<AvailabilityBody>(DEFAULT_AVAILABILITY);
  const add = useListChange(PSYCHOLOGIST_AVAILABILITY_KEY, addAvailability, {
    done: 'Horário adicionado com sucesso!',
    failed: 'Não foi possível adicionar o horário.',
  });
  const remove = useListChange(PSYCHOLOGIST_AVAILABILITY_KEY, removeAvailability, {
    done: 'Horário removido com sucesso!',
    failed: 'Não foi possível remover o horário.',
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const availability = parsedOrToast(availabilityBodySchema, form, 'Não foi possível adicionar o horário.');
    if (availability) add.mutate(availability);
  }

  return (
    <>
      <div className="grid gap-6 md:grid-cols-[20rem_1fr]">
        <Card className="p-5">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Adicionar horário</h2>
          <form onSubmit={handleSubmit} className="flex flex-col gap-4">
            <SelectField
              label="Dia da semana"
              id="availability-day"
              name="dayOfWeek"
              value={form.dayOfWeek}
              onChange={(event) => setValue('dayOfWeek', Number(event.target.value))}
              options={WEEKDAY_OPTIONS}
            />
            <Field label="Início" type="time" step={900} required {...bind('startTime')} />
            <Field label="Término" type="time" step={900} required {...bind('endTime')} />
            <SubmitButton busy={add.isPending} busyLabel="Processando...">
              Adicionar horário
            </SubmitButton>
          </form>
        </Card>
        <RemovableList
          headingId="windows-heading"
          heading="Horários configurados"
          query={{ ...windows, data: windows.data?.windows }}
          loadingLabel="Carregando horários..."
          empty="Nenhum horário configurado"
          renderItem={(window) => (
            <>
              <strong>{WEEKDAY_LABELS[window.dayOfWeek]}</strong> {window.startTime} – {window.endTime}
            </>
          )}
          removeLabel={(window) => `Remover ${describe(window)}`}
          onRemove={(id) => remove.mutate(id)}
          removing={remove.isPending}
        />
      </div>
      <DaysOffSection />
    </>
  );
}
