import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { CalendarClock, DoorClosed, LockKeyhole } from 'lucide-react';
import type { RoomInfo } from '../../../shared/contracts/consultation-room';
import { formatTime, formatWeekdayDayMonth } from '../../../shared/dates';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { loginHref } from '../../lib/return-path';
import { joinRoom, useRoom } from './api';
import { CallView } from './call-view';
import { DeviceCheck } from './device-check';
import { createPeerSession, type CallSnapshot, type PeerSession } from './peer-session';

/** What the room page says instead of the call: a title, a message, and the ways on (`children`). */
interface NoticeProps {
  icon: ReactNode;
  title: string;
  message: ReactNode;
  children?: ReactNode;
}

function Notice({ icon, title, message, children }: NoticeProps) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      {icon}
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="text-slate-700">{message}</p>
      {children}
    </div>
  );
}

/** The room opens 10 minutes before the consultation and closes 10 minutes after it: outside that, it says when. */
function outsideOpeningNotice(room: RoomInfo): Omit<NoticeProps, 'children'> {
  return room.state === 'early'
    ? {
        icon: <CalendarClock aria-hidden="true" className="size-8 text-brand-700" />,
        title: 'A sala ainda não abriu',
        message: (
          <>
            A sala abre às <strong>{formatTime(room.opensAt)}</strong> (horário de Brasília), 10 minutos antes
            da consulta. Deixe esta página aberta: ela se atualiza sozinha.
          </>
        ),
      }
    : {
        icon: <DoorClosed aria-hidden="true" className="size-8 text-slate-600" />,
        title: 'A sala foi encerrada',
        message: (
          <>
            A sala desta consulta fechou às {formatTime(room.closesAt)} (horário de Brasília), 10 minutos
            depois do fim dos 50 minutos.
          </>
        ),
      };
}

/** The way out of the room page: back to the list the person came from. */
function BackButton({ back }: { back: { to: string; label: string } }) {
  return (
    <ButtonLink to={back.to} variant="outline">
      {back.label}
    </ButtonLink>
  );
}

function Shell({ room, children }: { room?: RoomInfo; children: ReactNode }) {
  return (
    <main className="min-h-dvh bg-slate-50">
      <div className="mx-auto flex max-w-lg flex-col gap-5 px-4 py-6">
        <header className="flex flex-col gap-1">
          <Link to="/" className="text-sm font-bold text-brand-700">
            Aria
          </Link>
          <h1 className="text-2xl font-bold text-slate-900">
            {room
              ? room.role === 'patient'
                ? `Consulta com ${room.psychologistName}`
                : `Consulta com ${room.patientFirstName}`
              : 'Sala de consulta'}
          </h1>
          {room ? (
            <p className="text-sm text-slate-600">
              {formatWeekdayDayMonth(room.startsAt)}, às {formatTime(room.startsAt)} (horário de Brasília) ·
              50 minutos
            </p>
          ) : null}
        </header>
        {children}
      </div>
    </main>
  );
}

const backLink = (room: RoomInfo) =>
  room.role === 'psychologist'
    ? { to: '/psychologist-dashboard', label: 'Ir para o painel' }
    : { to: '/consultas', label: 'Ver minhas consultas' };

type Stage = 'check' | 'call' | 'ended';

/**
 * /consultas/sala/:id (ADR 025): the private room of one consultation, for its patient and its psychologist only.
 * Says when it opens and that it has closed; inside the window, a device check, then the call.
 */
export function ConsultationRoomPage() {
  usePageMeta('Sala de consulta');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token');
  const room = useRoom(id, token);
  const [stage, setStage] = useState<Stage>('check');
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [call, setCall] = useState<CallSnapshot | null>(null);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const session = useRef<PeerSession | null>(null);
  const refetch = room.refetch;

  // The page asks again at the moment the room opens or closes, so nobody has to reload.
  const info = room.data;
  useEffect(() => {
    if (!info || info.state === 'closed') return;
    const at = new Date(info.state === 'early' ? info.opensAt : info.closesAt).getTime();
    const timer = setTimeout(() => void refetch(), Math.max(1_000, at - Date.now() + 500));
    return () => clearTimeout(timer);
  }, [info, refetch]);

  // Leaving the page ends the call and releases the camera.
  useEffect(
    () => () => {
      session.current?.leave();
      session.current = null;
    },
    [],
  );
  useEffect(() => () => localStream?.getTracks().forEach((track) => track.stop()), [localStream]);

  async function enter(stream: MediaStream) {
    setJoining(true);
    setJoinError(null);
    try {
      const joined = await joinRoom(id, token);
      setLocalStream(stream);
      session.current = createPeerSession({
        appointmentId: id,
        token,
        role: joined.role,
        iceServers: joined.iceServers,
        localStream: stream,
        onChange: (snapshot) => {
          setCall(snapshot);
          if (
            snapshot.phase === 'left' ||
            snapshot.phase === 'replaced' ||
            snapshot.phase === 'room-closed'
          ) {
            setStage('ended');
            session.current = null;
            setLocalStream(null);
            if (snapshot.phase === 'room-closed') void refetch();
          }
        },
      });
      setStage('call');
    } catch (error) {
      setJoinError(
        error instanceof ApiRequestError ? error.message : 'Não foi possível entrar. Tente novamente.',
      );
      if (error instanceof ApiRequestError && error.status === 409) void refetch();
    } finally {
      setJoining(false);
    }
  }

  if (room.isPending) return <PageSpinner label="Abrindo a sala..." />;

  if (room.isError) {
    const error = room.error;
    const status = error instanceof ApiRequestError ? error.status : 0;
    return (
      <Shell>
        <div role="alert">
          {status === 401 ? (
            <Notice
              icon={<LockKeyhole aria-hidden="true" className="size-8 text-brand-700" />}
              title="Entre para abrir a sala"
              message="Entre na sua conta ou use o link da consulta que enviamos por e-mail."
            >
              <Button asChild>
                <Link to={loginHref(`${location.pathname}${location.search}`)}>Entrar</Link>
              </Button>
            </Notice>
          ) : (
            <Notice
              icon={<DoorClosed aria-hidden="true" className="size-8 text-amber-700" />}
              title={status === 404 ? 'Sala não encontrada' : 'Não foi possível abrir a sala'}
              message={error.message}
            >
              {status === 0 ? (
                <Button variant="outline" onClick={() => void refetch()}>
                  Tentar novamente
                </Button>
              ) : (
                <ButtonLink to="/" variant="outline">
                  Ir para a página inicial
                </ButtonLink>
              )}
            </Notice>
          )}
        </div>
      </Shell>
    );
  }

  const data = room.data;
  const back = backLink(data);

  if (stage === 'call' && call && localStream) {
    return (
      <CallView
        call={call}
        role={data.role}
        otherName={data.role === 'patient' ? data.psychologistName : data.patientFirstName}
        localStream={localStream}
        onLeave={() => session.current?.leave()}
      />
    );
  }

  if (data.state !== 'open') {
    return (
      <Shell room={data}>
        <Notice {...outsideOpeningNotice(data)}>
          <BackButton back={back} />
        </Notice>
      </Shell>
    );
  }

  if (stage === 'ended') {
    const replaced = call?.phase === 'replaced';
    return (
      <Shell room={data}>
        <Notice
          icon={<DoorClosed aria-hidden="true" className="size-8 text-slate-600" />}
          title={replaced ? 'A sala foi aberta em outro lugar' : 'Você saiu da sala'}
          message={
            replaced
              ? 'Você entrou nesta consulta por outra aba ou outro aparelho, e a chamada continuou por lá.'
              : 'Se saiu sem querer, você pode voltar enquanto a sala estiver aberta.'
          }
        >
          <div className="flex flex-wrap gap-3">
            <Button
              onClick={() => {
                setCall(null);
                setStage('check');
              }}
            >
              Voltar para a sala
            </Button>
            <BackButton back={back} />
          </div>
        </Notice>
      </Shell>
    );
  }

  return (
    <Shell room={data}>
      <DeviceCheck onReady={(stream) => void enter(stream)} joining={joining} joinError={joinError} />
    </Shell>
  );
}
