import { RefreshCw } from 'lucide-react';
import type { PublicPsychologist } from '../../../shared/contracts/psychologists';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { usePsychologists } from './api';
import { PsychologistAvatar } from './psychologist-avatar';
import { TitledSection } from '../../components/ui/titled-section';

/** Step 2: the active psychologists; picking one opens their calendar. */
export function PsychologistStep({ onPick }: { onPick: (psychologistId: string) => void }) {
  const list = usePsychologists();
  return (
    <TitledSection titleId="escolha-psicologo" title="Escolha seu psicólogo" className="flex flex-col gap-4">
      {list.isPending ? (
        <Spinner label="Carregando psicólogos..." />
      ) : list.isError ? (
        <LoadError
          message={list.error.message}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.psychologists.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-6 text-slate-600">
          Nenhum psicólogo disponível no momento. Volte em breve.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {list.data.psychologists.map((psychologist) => (
            <li key={psychologist.id} className="flex">
              <PsychologistOption psychologist={psychologist} onPick={() => onPick(psychologist.id)} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function PsychologistOption({
  psychologist,
  onPick,
}: {
  psychologist: PublicPsychologist;
  onPick: () => void;
}) {
  const headingId = `opcao-${psychologist.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <PsychologistAvatar psychologist={psychologist} />
        <div className="flex min-w-0 flex-col">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {psychologist.name}
          </h3>
          {psychologist.crp ? <p className="text-sm text-slate-600">CRP {psychologist.crp}</p> : null}
          <p className="text-sm font-medium text-calm-700">{psychologist.specialization}</p>
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-slate-600">{psychologist.biography}</p>
      <Button className="mt-auto" onClick={onPick}>
        Escolher<span className="sr-only"> {psychologist.name}</span>
      </Button>
    </article>
  );
}

export function LoadError({
  message,
  retrying,
  onRetry,
  title = 'Não foi possível carregar os psicólogos.',
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-xl bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="text-sm">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" />
        {retrying ? 'Tentando...' : 'Tentar novamente'}
      </Button>
    </div>
  );
}
