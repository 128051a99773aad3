import { useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, CheckCircle2, Clock, DoorClosed, Video, XCircle, CalendarPlus } from 'lucide-react';
import { toast } from 'sonner';
import { CONSULTATION_MESSAGES, type PatientAppointment } from '../../../shared/contracts/consultations';
import { formatBRL } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { ButtonLink, NextStepLinks } from '../../components/ui/button-link';
import { EnterRoomButton } from '../../components/consultation/enter-room-button';
import { PaymentVerifying } from '../../components/payment/payment-verifying';
import { ApiRequestError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { useFirstMountEffect } from '../../lib/use-first-mount-effect';
import { MY_CONSULTATIONS_QUERY_KEY, verifyConsultationPayment } from './consultations-api';
import { formatConsultationDate, formatConsultationTime } from './consultation-time';

/** The provider may still be settling a card payment when the browser comes back: ask again a few times. */
const PENDING_ATTEMPTS = 5;
export const PENDING_RETRY_MS = 2000;

type State =
  | { status: 'verifying' }
  | { status: 'success'; appointment: PatientAppointment }
  | { status: 'error'; message: string };

/**
 * /consultas-sucesso (docs/product.md, Booking a consultation): confirms the paid booking and shows it, or says why
 * it could not.
 */
export function BookingSuccessPage({ retryDelayMs = PENDING_RETRY_MS }: { retryDelayMs?: number }) {
  usePageMeta('Consulta agendada');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  if (!sessionId) return <Navigate to="/consultas-agendamento" replace />;
  return <Confirmation sessionId={sessionId} retryDelayMs={retryDelayMs} />;
}

function Confirmation({ sessionId, retryDelayMs }: { sessionId: string; retryDelayMs: number }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: 'verifying' });

  useFirstMountEffect(() => {
    async function verify() {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const { appointment } = await verifyConsultationPayment(sessionId);
          setState({ status: 'success', appointment });
          toast.success('Consulta agendada com sucesso!', {
            description: 'Você receberá o link da videochamada por email.',
          });
          void queryClient.invalidateQueries({ queryKey: MY_CONSULTATIONS_QUERY_KEY });
          return;
        } catch (error) {
          const pending = error instanceof ApiRequestError && error.code === 'payment_pending';
          if (pending && attempt < PENDING_ATTEMPTS) {
            await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
            continue;
          }
          setState({ status: 'error', message: failureDetail(error) });
          toast.error('Erro', {
            description: 'Não foi possível confirmar o pagamento. Entre em contato conosco.',
          });
          return;
        }
      }
    }
    void verify();
  });

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-12 text-center">
      {state.status === 'verifying' ? (
        <PaymentVerifying label="Confirmando pagamento..." title="Confirmando pagamento..." />
      ) : state.status === 'success' ? (
        <Confirmed appointment={state.appointment} sessionId={sessionId} />
      ) : (
        <>
          <XCircle aria-hidden="true" className="size-16 text-red-600" />
          <h1 className="text-2xl font-bold text-slate-900">{CONSULTATION_MESSAGES.confirmFailed}</h1>
          <p role="alert" className="text-slate-700">
            {state.message}
          </p>
          <ButtonLink to="/consultas-agendamento" size="lg">
            Tentar Novamente
          </ButtonLink>
        </>
      )}
    </div>
  );
}

/** The server's pt-BR reason (it explains a refund after a lost slot); a generic one when it gave none. */
function failureDetail(error: unknown): string {
  if (error instanceof ApiRequestError && error.code === 'slot_lost_refunded') {
    return error.message || CONSULTATION_MESSAGES.slotLostRefunded;
  }
  if (error instanceof ApiRequestError && error.status > 0 && error.message) return error.message;
  return 'Não foi possível confirmar o pagamento. Entre em contato conosco.';
}

function Confirmed({ appointment, sessionId }: { appointment: PatientAppointment; sessionId: string }) {
  return (
    <>
      <CheckCircle2 aria-hidden="true" className="size-16 text-emerald-600" />
      <h1 className="text-3xl font-bold text-slate-900">Consulta agendada!</h1>
      <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-3 rounded-2xl bg-slate-50 p-6 text-left text-sm">
        <dt className="text-slate-600">Psicólogo(a)</dt>
        <dd className="font-medium text-slate-900">{appointment.psychologistName}</dd>
        <dt className="text-slate-600">Valor pago</dt>
        <dd className="font-medium text-slate-900">
          {formatBRL(appointment.priceCents)}
          {appointment.discountPercent > 0 ? (
            <span className="text-emerald-700"> ({appointment.discountPercent}% OFF aplicado)</span>
          ) : null}
        </dd>
        <dt className="text-slate-600">Data</dt>
        <dd className="font-medium text-slate-900">{formatConsultationDate(appointment.startsAt)}</dd>
        <dt className="text-slate-600">Horário</dt>
        <dd className="font-medium text-slate-900">
          {formatConsultationTime(appointment.startsAt)} (horário de Brasília)
        </dd>
      </dl>
      <Button asChild variant="outline">
        <a
          href={`/api/consultations/${appointment.id}/calendar.ics?session_id=${encodeURIComponent(sessionId)}`}
          download="consulta-aria.ics"
        >
          <CalendarPlus aria-hidden="true" />
          Adicionar à agenda (.ics)
        </a>
      </Button>
      {appointment.videoLink ? (
        <div className="flex w-full flex-col items-center gap-3 rounded-2xl border border-brand-200 p-5">
          <p className="text-sm text-slate-700">
            Link da sala da consulta (também enviado para o seu e-mail):
          </p>
          <a
            href={appointment.videoLink}
            className="inline-flex items-center gap-2 text-sm font-semibold break-all text-brand-700 hover:underline"
          >
            <Video aria-hidden="true" className="size-4 shrink-0" />
            {appointment.videoLink}
          </a>
          <EnterRoomButton videoLink={appointment.videoLink} startsAt={appointment.startsAt} size="md" />
        </div>
      ) : null}
      <section aria-labelledby="dicas" className="w-full text-left">
        <h2 id="dicas" className="mb-3 font-semibold text-slate-900">
          Dicas para a sua consulta
        </h2>
        <ul className="flex flex-col gap-2 text-sm text-slate-700">
          <Tip icon={<Clock aria-hidden="true" className="size-4" />}>
            Entre na sala 5 minutos antes do horário.
          </Tip>
          <Tip icon={<Camera aria-hidden="true" className="size-4" />}>
            Teste sua câmera e seu microfone antes de começar.
          </Tip>
          <Tip icon={<DoorClosed aria-hidden="true" className="size-4" />}>
            Procure um lugar reservado e tranquilo, onde você possa falar à vontade.
          </Tip>
        </ul>
      </section>
      <NextStepLinks
        className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center"
        primary={{ to: '/aria-chat', label: 'Voltar ao chat' }}
        alternative={{ to: '/consultas-agendamento', label: 'Agendar nova consulta' }}
      />
    </>
  );
}

function Tip({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0 text-calm-700">{icon}</span>
      <span>{children}</span>
    </li>
  );
}
