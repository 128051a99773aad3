import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CalendarClock, CalendarPlus, Receipt } from 'lucide-react';
import { toast } from 'sonner';
import {
  APPOINTMENT_STATUS_LABELS,
  CONSULTATION_MESSAGES,
  type AppointmentStatus,
  type PatientAppointment,
} from '../../../shared/contracts/consultations';
import { formatBRL } from '../../../shared/money';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EnterRoomButton } from '../../components/consultation/enter-room-button';
import { ApiRequestError } from '../../lib/api';
import { cancelConsultation, rescheduleConsultation } from './consultations-api';
import { formatConsultationDate, formatConsultationTime } from './consultation-time';
import { SlotPicker } from './slot-picker';

const STATUS_VARIANTS: Record<AppointmentStatus, NonNullable<BadgeProps['variant']>> = {
  reservado: 'brand',
  agendado: 'success',
  realizado: 'muted',
  cancelado: 'destructive',
  expirado: 'destructive',
  nao_compareceu: 'destructive',
};

type Mode = 'idle' | 'confirm-cancel' | 'reschedule';

/** Paid and not refunded: these have a receipt (a cancellation is refunded in full). */
const PAID_STATUSES = new Set<AppointmentStatus>(['agendado', 'realizado', 'nao_compareceu']);

/**
 * One appointment as its patient sees it, with Cancel and Remarcar while the 24-hour rule allows them. Used by
 * 'Minhas consultas' (session) and by the signed link from e-mails (`token`); the server checks both again.
 */
export function AppointmentCard({
  appointment,
  token,
  onChanged,
  headingLevel = 3,
}: {
  appointment: PatientAppointment;
  token?: string;
  onChanged: (appointment: PatientAppointment) => void;
  headingLevel?: 2 | 3;
}) {
  const [mode, setMode] = useState<Mode>('idle');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `consulta-${appointment.id}`;
  const upcoming = appointment.status === 'agendado' && Date.parse(appointment.endsAt) > Date.now();

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <Heading id={headingId} className="font-semibold text-slate-900 first-letter:uppercase">
            {formatConsultationDate(appointment.startsAt)}, às {formatConsultationTime(appointment.startsAt)}
          </Heading>
          <p className="text-sm text-slate-700">com {appointment.psychologistName}</p>
        </div>
        <Badge variant={STATUS_VARIANTS[appointment.status]}>
          {APPOINTMENT_STATUS_LABELS[appointment.status]}
        </Badge>
      </div>
      <p className="text-sm text-slate-600">
        {formatBRL(appointment.priceCents)}
        {appointment.discountPercent > 0 ? ` (${appointment.discountPercent}% OFF)` : ''} · 50 minutos
      </p>
      {!token && PAID_STATUSES.has(appointment.status) ? (
        <Link
          to={`/consultas/${appointment.id}/recibo`}
          className="inline-flex items-center gap-2 self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          <Receipt aria-hidden="true" className="size-4" />
          Recibo
        </Link>
      ) : null}
      {upcoming && !token ? (
        <a
          href={`/api/consultations/${appointment.id}/calendar.ics`}
          download="consulta-aria.ics"
          className="inline-flex items-center gap-2 self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Adicionar à agenda (.ics)
        </a>
      ) : null}
      {upcoming && appointment.videoLink ? (
        <div className="self-start">
          <EnterRoomButton videoLink={appointment.videoLink} startsAt={appointment.startsAt} />
        </div>
      ) : null}
      {upcoming ? (
        appointment.canChange ? (
          <Actions
            appointment={appointment}
            token={token}
            mode={mode}
            setMode={setMode}
            onChanged={onChanged}
          />
        ) : (
          <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {CONSULTATION_MESSAGES.tooLate}
          </p>
        )
      ) : null}
    </article>
  );
}

function Actions({
  appointment,
  token,
  mode,
  setMode,
  onChanged,
}: {
  appointment: PatientAppointment;
  token?: string;
  mode: Mode;
  setMode: (mode: Mode) => void;
  onChanged: (appointment: PatientAppointment) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [date, setDate] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);

  async function run(action: () => Promise<{ appointment: PatientAppointment }>, success: [string, string]) {
    setBusy(true);
    try {
      const result = await action();
      toast.success(success[0], { description: success[1] });
      setMode('idle');
      onChanged(result.appointment);
    } catch (error) {
      const message =
        error instanceof ApiRequestError ? error.message : 'Tente novamente em alguns instantes.';
      toast.error('Erro', { description: message });
      if (error instanceof ApiRequestError && error.code === 'slot_taken') {
        setStartsAt(null);
        await queryClient.invalidateQueries({
          queryKey: ['psychologists', appointment.psychologistId, 'slots'],
        });
      }
    } finally {
      setBusy(false);
    }
  }

  if (mode === 'confirm-cancel') {
    return (
      <div
        role="group"
        aria-label="Confirmar cancelamento"
        className="flex flex-col gap-3 rounded-xl bg-red-50 p-4"
      >
        <p className="text-sm text-red-900">
          Tem certeza de que deseja cancelar esta consulta? O valor pago será estornado integralmente e o
          horário ficará livre para outra pessoa.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="destructive"
            disabled={busy}
            onClick={() =>
              void run(
                () => cancelConsultation(appointment.id, token),
                ['Consulta cancelada', 'O estorno do valor pago foi solicitado.'],
              )
            }
          >
            {busy ? 'Cancelando...' : 'Sim, cancelar consulta'}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => setMode('idle')}>
            Manter consulta
          </Button>
        </div>
      </div>
    );
  }

  if (mode === 'reschedule') {
    return (
      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
        <p className="text-sm font-semibold text-slate-900">Escolha o novo dia e horário</p>
        <SlotPicker
          psychologistId={appointment.psychologistId}
          date={date}
          onDateChange={(day) => {
            setDate(day);
            setStartsAt(null);
          }}
          onPick={(slot) => setStartsAt(slot.startsAt)}
          selectedStartsAt={startsAt}
          disabled={busy}
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            disabled={busy || startsAt === null}
            onClick={() =>
              startsAt &&
              void run(
                () => rescheduleConsultation(appointment.id, startsAt, token),
                ['Consulta remarcada', 'Enviamos a nova data e horário para o seu e-mail.'],
              )
            }
          >
            {busy ? 'Remarcando...' : 'Confirmar novo horário'}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => setMode('idle')}>
            Voltar
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button variant="outline" onClick={() => setMode('reschedule')}>
        Remarcar
      </Button>
      <Button
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        onClick={() => setMode('confirm-cancel')}
      >
        Cancelar consulta
      </Button>
    </div>
  );
}
