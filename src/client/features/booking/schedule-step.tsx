import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { usePsychologists } from './api';
import { bookingHref } from './booking-steps';
import { PsychologistAvatar } from './psychologist-avatar';
import { LoadError } from './psychologist-step';
import { SlotPicker } from './slot-picker';

/** Step 3: the chosen psychologist's calendar and slots. */
export function ScheduleStep({
  psychologistId,
  date,
  onDateChange,
  onPick,
}: {
  psychologistId: string;
  date: string | null;
  onDateChange: (date: string) => void;
  onPick: (startsAt: string) => void;
}) {
  const list = usePsychologists();
  // The calendar is the booking's heaviest render: built from a deferred copy of the list, it renders in slices that
  // let a slow phone answer a tap meanwhile, instead of in one long task when the list arrives.
  const psychologists = useDeferredValue(list.data?.psychologists);
  if (list.isPending || (list.isSuccess && !psychologists))
    return <Spinner label="Carregando psicólogo..." />;
  if (list.isError) {
    return (
      <LoadError
        message={list.error.message}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const psychologist = psychologists?.find((candidate) => candidate.id === psychologistId);
  if (!psychologist) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-amber-50 p-5 text-amber-900">
        <p className="font-semibold">Este psicólogo não está disponível para agendamento.</p>
        <Button asChild variant="outline">
          <Link to={bookingHref({ step: 'psicologo' })}>Escolher outro psicólogo</Link>
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="escolha-horario" className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <PsychologistAvatar psychologist={psychologist} />
        <div>
          <h2 id="escolha-horario" className="text-xl font-semibold text-slate-900">
            Escolha a data e o horário
          </h2>
          <p className="text-slate-700">
            com {psychologist.name} · {psychologist.specialization}
          </p>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        Sessões de 50 minutos, de segunda a sexta. Horários no fuso de Brasília.
      </p>
      <SlotPicker
        psychologistId={psychologistId}
        date={date}
        onDateChange={onDateChange}
        onPick={(slot) => onPick(slot.startsAt)}
      />
    </section>
  );
}
