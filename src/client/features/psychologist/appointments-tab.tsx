import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NotebookPen } from 'lucide-react';
import { toast } from 'sonner';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EnterRoomButton } from '../../components/consultation/enter-room-button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/api';
import { formatBRL } from '../../../shared/money';
import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '../../../shared/contracts/consultations';
import type { PsychologistAppointment } from '../../../shared/contracts/psychologist-area';
import {
  cancelAppointmentByPsychologist,
  fetchAppointments,
  markAppointment,
  PSYCHOLOGIST_APPOINTMENTS_KEY,
  PSYCHOLOGIST_ME_KEY,
} from './api';
import { formatTime, formatWeekdayDate } from '../../../shared/dates';
import { CopyRequestsSection } from './copy-requests-section';
import { RecordEditor } from './record-editor';

const BADGE: Partial<Record<AppointmentStatus, BadgeProps['variant']>> = {
  agendado: 'brand',
  realizado: 'success',
  nao_compareceu: 'destructive',
  cancelado: 'muted',
};

export function AppointmentsTab() {
  const appointments = useQuery({ queryKey: PSYCHOLOGIST_APPOINTMENTS_KEY, queryFn: fetchAppointments });
  if (appointments.isPending) return <Spinner label="Carregando consultas..." />;
  if (appointments.isError) {
    return (
      <p role="alert" className="text-slate-700">
        Não foi possível carregar os dados.
      </p>
    );
  }
  const { upcoming, past } = appointments.data;
  return (
    <div className="flex flex-col gap-8">
      <CopyRequestsSection />
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Próximas consultas
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-slate-600">Nenhuma consulta agendada</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {upcoming.map((appointment) => (
              <AppointmentItem key={appointment.id} appointment={appointment} />
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-heading">
          <h2 id="past-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Consultas anteriores
          </h2>
          <ul className="flex flex-col gap-3">
            {past.map((appointment) => (
              <AppointmentItem key={appointment.id} appointment={appointment} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** What the room recorded, so "realizada" or "não compareceu" is chosen knowing who came (ADR 025). */
function AttendanceLine({ appointment }: { appointment: PsychologistAppointment }) {
  const { patientJoinedAt, patientLeftAt, psychologistJoinedAt, psychologistLeftAt } = appointment.attendance;
  const span = (joined: string | null, left: string | null) =>
    joined ? `entrou às ${formatTime(joined)}${left ? ` e saiu às ${formatTime(left)}` : ''}` : 'não entrou';
  if (!patientJoinedAt && !psychologistJoinedAt) {
    return <p className="text-sm text-slate-600">Sala: ninguém entrou.</p>;
  }
  return (
    <p className="text-sm text-slate-600">
      Sala: paciente {span(patientJoinedAt, patientLeftAt)}; você{' '}
      {span(psychologistJoinedAt, psychologistLeftAt)}.
    </p>
  );
}
/** Paid consultations have a clinical record. */
const WITH_RECORD = new Set<AppointmentStatus>(['agendado', 'realizado', 'nao_compareceu']);

function AppointmentItem({ appointment }: { appointment: PsychologistAppointment }) {
  const queryClient = useQueryClient();
  const [recordOpen, setRecordOpen] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelAppointmentByPsychologist(appointment.id),
    onSuccess: async () => {
      toast.success('Consulta cancelada. O paciente recebe o reembolso integral e um e-mail.');
      setConfirmingCancel(false);
      await queryClient.invalidateQueries({ queryKey: PSYCHOLOGIST_APPOINTMENTS_KEY });
      await queryClient.invalidateQueries({ queryKey: PSYCHOLOGIST_ME_KEY });
    },
    onError: (error) =>
      toast.error('Não foi possível cancelar a consulta.', {
        description: serverMessage(error),
      }),
  });
  const cancellable = appointment.status === 'agendado' && Date.parse(appointment.startsAt) > Date.now();
  const mark = useMutation({
    mutationFn: (status: 'realizado' | 'nao_compareceu') => markAppointment(appointment.id, { status }),
    onSuccess: async () => {
      toast.success('Consulta atualizada.');
      await queryClient.invalidateQueries({ queryKey: PSYCHOLOGIST_APPOINTMENTS_KEY });
      await queryClient.invalidateQueries({ queryKey: PSYCHOLOGIST_ME_KEY });
    },
    onError: (error) =>
      toast.error('Não foi possível atualizar a consulta.', {
        description: serverMessage(error),
      }),
  });
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-4 p-4">
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-slate-900">
            {formatWeekdayDate(appointment.startsAt)} às {formatTime(appointment.startsAt)}
          </p>
          <p className="text-sm text-slate-600">Paciente: {appointment.patientFirstName}</p>
          {appointment.hasGuardianAuthorization ? (
            <p className="text-sm text-amber-900">
              Menor de 18 anos ·{' '}
              <a
                className="font-medium underline"
                href={`/api/psychologist/appointments/${appointment.id}/guardian-authorization`}
                target="_blank"
                rel="noopener noreferrer"
              >
                ver autorização do responsável
              </a>
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            Valor: {formatBRL(appointment.priceCents)} · Você recebe: {formatBRL(appointment.payoutCents)}
          </p>
          {appointment.canMark ||
          appointment.status === 'realizado' ||
          appointment.status === 'nao_compareceu' ? (
            <AttendanceLine appointment={appointment} />
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={BADGE[appointment.status] ?? 'muted'}>
            {APPOINTMENT_STATUS_LABELS[appointment.status]}
          </Badge>
          {appointment.videoLink ? (
            <EnterRoomButton
              videoLink={appointment.videoLink}
              startsAt={appointment.startsAt}
              variant="secondary"
            />
          ) : null}
          {appointment.canMark ? (
            <>
              <Button size="sm" disabled={mark.isPending} onClick={() => mark.mutate('realizado')}>
                Marcar como realizada
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={mark.isPending}
                onClick={() => mark.mutate('nao_compareceu')}
              >
                Não compareceu
              </Button>
            </>
          ) : null}
          {WITH_RECORD.has(appointment.status) ? (
            <Button
              size="sm"
              variant="outline"
              aria-expanded={recordOpen}
              onClick={() => setRecordOpen(!recordOpen)}
            >
              <NotebookPen aria-hidden="true" />
              {recordOpen ? 'Fechar prontuário' : 'Prontuário'}
            </Button>
          ) : null}
        </div>
        {cancellable ? (
          confirmingCancel ? (
            <div
              role="group"
              aria-label="Confirmar cancelamento"
              className="flex w-full flex-wrap items-center gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900"
            >
              <span>
                Cancelar esta consulta? O paciente é reembolsado integralmente e avisado por e-mail.
              </span>
              <Button
                size="sm"
                variant="destructive"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate()}
              >
                {cancel.isPending ? 'Cancelando...' : 'Sim, cancelar'}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={cancel.isPending}
                onClick={() => setConfirmingCancel(false)}
              >
                Voltar
              </Button>
            </div>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setConfirmingCancel(true)}>
              Cancelar consulta
            </Button>
          )
        ) : null}
        {recordOpen ? (
          <div className="w-full border-t border-slate-200 pt-4">
            <RecordEditor appointmentId={appointment.id} />
          </div>
        ) : null}
      </Card>
    </li>
  );
}
