import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { toast } from 'sonner';
import { Button, SubmitButton } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/api';
import type { ClinicalRecord, RecordDraftBody } from '../../../shared/contracts/clinical-records';
import { addRecordAddendum, fetchRecord, recordKey, saveRecordDraft, signRecord } from './api';
import { formatTime, formatWeekdayDate } from '../../../shared/dates';

type Draft = Required<RecordDraftBody>;
const FIELDS: Array<{ key: keyof Draft; label: string; intake?: true }> = [
  { key: 'demand', label: 'Demanda', intake: true },
  { key: 'goals', label: 'Objetivos', intake: true },
  { key: 'evolution', label: 'Evolução da sessão' },
  { key: 'procedures', label: 'Procedimentos' },
  { key: 'referral', label: 'Encaminhamento ou encerramento (se houver)' },
];
/** Long enough that typing does not send a request per key; short enough that a closed tab loses little. */
const AUTOSAVE_MS = 1_200;

const draftOf = (record: ClinicalRecord): Draft => ({
  demand: record.demand,
  goals: record.goals,
  evolution: record.evolution,
  procedures: record.procedures,
  referral: record.referral,
});
const stamp = (iso: string) => `${formatWeekdayDate(iso)} às ${formatTime(iso)}`;

/** The clinical record of one consultation (CFP Res. 01/2009, ADR 026): only its psychologist reaches it. */
export function RecordEditor({ appointmentId }: { appointmentId: string }) {
  const record = useQuery({ queryKey: recordKey(appointmentId), queryFn: () => fetchRecord(appointmentId) });
  if (record.isPending) return <Spinner label="Carregando prontuário..." />;
  if (record.isError)
    return <p role="alert">{serverMessage(record.error) ?? 'Não foi possível carregar o prontuário.'}</p>;
  return record.data.signedAt ? (
    <SignedRecord record={record.data} />
  ) : (
    <DraftRecord key={appointmentId} record={record.data} />
  );
}

function DraftRecord({ record }: { record: ClinicalRecord }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(record));
  const [savedAt, setSavedAt] = useState<string | null>(record.savedAt);
  const dirty = useRef(false);
  const save = useMutation({
    mutationFn: (body: Draft) => saveRecordDraft(record.appointmentId, body),
    onSuccess: (saved) => setSavedAt(saved.savedAt),
    onError: (error) =>
      toast.error('Não foi possível salvar o rascunho.', { description: serverMessage(error) }),
  });
  const sign = useMutation({
    mutationFn: async () => {
      await saveRecordDraft(record.appointmentId, draft);
      return signRecord(record.appointmentId);
    },
    onSuccess: (signed) => {
      toast.success('Registro assinado. A partir de agora, correções só por adendo.');
      queryClient.setQueryData(recordKey(record.appointmentId), signed);
    },
    onError: (error) =>
      toast.error('Não foi possível assinar o registro.', { description: serverMessage(error) }),
  });

  useEffect(() => {
    if (!dirty.current) return;
    const timer = setTimeout(() => save.mutate(draft), AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // save.mutate is stable; the draft is the only trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  function submit(event: FormEvent) {
    event.preventDefault();
    sign.mutate();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Prontuário da consulta">
      {FIELDS.map((field) => {
        const readOnly = field.intake === true && record.intakeSigned;
        const id = `record-${record.appointmentId}-${field.key}`;
        return (
          <div key={field.key} className="flex flex-col gap-1.5">
            <Label htmlFor={id}>{field.label}</Label>
            <textarea
              id={id}
              rows={field.key === 'evolution' ? 6 : 3}
              readOnly={readOnly}
              className="rounded-xl border border-slate-300 bg-white p-3 text-base read-only:bg-slate-50"
              value={draft[field.key]}
              onChange={(event) => {
                dirty.current = true;
                setDraft({ ...draft, [field.key]: event.target.value });
              }}
            />
            {readOnly ? (
              <p className="text-xs text-slate-500">
                Assinado em uma sessão anterior; corrija por adendo naquela sessão.
              </p>
            ) : null}
          </div>
        );
      })}
      <p role="status" className="text-sm text-slate-600">
        {save.isPending
          ? 'Salvando rascunho...'
          : savedAt
            ? `Rascunho salvo em ${stamp(savedAt)}`
            : 'O rascunho é salvo automaticamente enquanto você escreve.'}
      </p>
      <Button type="submit" className="self-start" disabled={sign.isPending}>
        <Lock aria-hidden="true" />
        {sign.isPending ? 'Assinando...' : 'Assinar registro'}
      </Button>
      <p className="text-xs text-slate-500">
        Depois de assinado, o registro não pode mais ser alterado; correções entram como adendos datados.
      </p>
    </form>
  );
}

function SignedRecord({ record }: { record: ClinicalRecord }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const addendum = useMutation({
    mutationFn: () => addRecordAddendum(record.appointmentId, text),
    onSuccess: (updated) => {
      toast.success('Adendo adicionado.');
      setText('');
      queryClient.setQueryData(recordKey(record.appointmentId), updated);
    },
    onError: (error) =>
      toast.error('Não foi possível adicionar o adendo.', { description: serverMessage(error) }),
  });
  const id = `addendum-${record.appointmentId}`;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-medium text-emerald-800">Assinado em {stamp(record.signedAt!)}</p>
      <dl className="flex flex-col gap-3">
        {FIELDS.map((field) => (
          <div key={field.key}>
            <dt className="text-sm text-slate-600">{field.label}</dt>
            <dd className="whitespace-pre-wrap text-slate-900">{record[field.key] || '—'}</dd>
          </div>
        ))}
      </dl>
      {record.addenda.length > 0 ? (
        <section aria-label="Adendos" className="flex flex-col gap-2">
          {record.addenda.map((item) => (
            <p key={item.id} className="rounded-xl bg-slate-50 p-3 text-sm">
              <strong>Adendo de {stamp(item.createdAt)}:</strong>{' '}
              <span className="whitespace-pre-wrap">{item.text}</span>
            </p>
          ))}
        </section>
      ) : null}
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() === '') {
            toast.error('Escreva o adendo.');
            return;
          }
          addendum.mutate();
        }}
      >
        <Label htmlFor={id}>Novo adendo</Label>
        <textarea
          id={id}
          rows={3}
          className="rounded-xl border border-slate-300 bg-white p-3 text-base"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <SubmitButton
          variant="outline"
          className="self-start"
          busy={addendum.isPending}
          busyLabel="Adicionando..."
        >
          Adicionar adendo
        </SubmitButton>
      </form>
    </div>
  );
}
