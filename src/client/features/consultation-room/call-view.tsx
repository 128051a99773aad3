import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Mic, MicOff, PhoneOff, Video, VideoOff, WifiOff } from 'lucide-react';
import type { ParticipantRole } from '../../../shared/contracts/consultation-room';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { CallSnapshot, ConnectionQuality } from './peer-session';

const QUALITY_TEXT: Record<ConnectionQuality, string> = {
  boa: 'Conexão boa',
  instavel: 'Conexão instável',
  ruim: 'Conexão ruim',
};

function QualityIndicator({ call }: { call: CallSnapshot }) {
  const reconnecting = call.phase === 'reconnecting';
  const text = reconnecting
    ? 'Reconectando…'
    : call.quality
      ? QUALITY_TEXT[call.quality]
      : 'Medindo conexão…';
  const bars = reconnecting
    ? 0
    : call.quality === 'boa'
      ? 3
      : call.quality === 'instavel'
        ? 2
        : call.quality
          ? 1
          : 0;
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-2 rounded-full bg-black/55 px-3 py-1.5 text-xs font-medium text-white"
    >
      {reconnecting ? (
        <WifiOff aria-hidden="true" className="size-4 text-amber-300" />
      ) : (
        <span aria-hidden="true" className="flex h-4 items-end gap-0.5">
          {[1, 2, 3].map((bar) => (
            <span
              key={bar}
              className={cn(
                'w-1 rounded-sm',
                bar <= bars
                  ? bars === 3
                    ? 'bg-emerald-400'
                    : bars === 2
                      ? 'bg-amber-300'
                      : 'bg-red-400'
                  : 'bg-white/30',
              )}
              style={{ height: `${bar * 33}%` }}
            />
          ))}
        </span>
      )}
      {text}
    </div>
  );
}

function StreamVideo({
  stream,
  muted,
  label,
  className,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    // Safari (and Chrome after a reload) may refuse to start sound without a fresh tap on the page.
    video.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
    });
  }, [stream]);
  return (
    <>
      <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} className={className} />
      {blocked ? (
        <div className="absolute inset-0 flex items-center justify-center bg-black/40">
          <Button
            size="lg"
            onClick={() => {
              void ref.current?.play().then(() => setBlocked(false));
            }}
          >
            Toque para ouvir e ver a chamada
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** Keeps a phone's screen on during the call, where the browser allows it. */
function useScreenWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    const request = () => {
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (released) void sentinel.release();
          else lock = sentinel;
        })
        .catch(() => undefined);
    };
    // The lock ends when the page is hidden; it is asked for again when the person comes back to it.
    const onVisible = () => {
      if (document.visibilityState === 'visible') request();
    };
    request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}

/** Microphone or camera: pressed means switched off, as a mute button reads. */
function ToggleButton({
  on,
  labels,
  icons,
  onClick,
}: {
  on: boolean;
  labels: [whenOn: string, whenOff: string];
  icons: [ReactNode, ReactNode];
  onClick(): void;
}) {
  return (
    <Button
      size="icon-lg"
      variant="ghost"
      aria-pressed={!on}
      aria-label={on ? labels[0] : labels[1]}
      onClick={onClick}
      className={cn(
        'rounded-full text-white hover:bg-white/10',
        !on && 'bg-white text-slate-900 hover:bg-white/90',
      )}
    >
      {on ? icons[0] : icons[1]}
    </Button>
  );
}

/**
 * The call: the other person full screen, oneself in a corner, and the controls within a thumb's reach on a phone.
 */
export function CallView({
  call,
  role,
  otherName,
  localStream,
  onLeave,
}: {
  call: CallSnapshot;
  role: ParticipantRole;
  otherName: string;
  localStream: MediaStream;
  onLeave(): void;
}) {
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  useScreenWakeLock(true);
  const hasCamera = localStream.getVideoTracks().length > 0;

  const toggleMic = () => {
    const next = !micOn;
    localStream.getAudioTracks().forEach((track) => (track.enabled = next));
    setMicOn(next);
  };
  const toggleCamera = () => {
    const next = !cameraOn;
    localStream.getVideoTracks().forEach((track) => (track.enabled = next));
    setCameraOn(next);
  };

  const waiting = call.phase === 'waiting' || call.phase === 'joining';
  const waitingText =
    role === 'patient' ? 'Aguardando a psicóloga entrar…' : `Aguardando ${otherName || 'o paciente'} entrar…`;

  return (
    <section
      aria-label="Consulta em andamento"
      className="relative flex h-dvh w-full flex-col bg-slate-950 text-white"
    >
      <div className="relative flex-1 overflow-hidden">
        {call.remoteStream && !waiting ? (
          <StreamVideo
            stream={call.remoteStream}
            muted={false}
            label={`Vídeo de ${otherName}`}
            className="absolute inset-0 size-full object-contain sm:object-cover"
          />
        ) : null}
        {waiting ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 px-8 text-center">
            <span
              aria-hidden="true"
              className="size-12 animate-spin rounded-full border-4 border-white/20 border-t-white"
            />
            <p role="status" className="text-lg font-semibold">
              {waitingText}
            </p>
            <p className="max-w-sm text-sm text-white/75">
              {role === 'patient'
                ? 'Você já está na sala. A chamada começa sozinha assim que a psicóloga entrar.'
                : 'Você já está na sala. A chamada começa sozinha assim que a pessoa entrar.'}
            </p>
          </div>
        ) : call.phase === 'connecting' ? (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center text-lg font-semibold"
          >
            Conectando com {otherName}…
          </p>
        ) : null}

        <div className="absolute top-3 left-3 flex flex-col items-start gap-2">
          {!waiting ? (
            <>
              <span className="rounded-full bg-black/55 px-3 py-1 text-sm font-semibold">{otherName}</span>
              <QualityIndicator call={call} />
            </>
          ) : null}
          {call.signalDown && call.phase === 'connected' ? (
            <span className="rounded-full bg-black/55 px-3 py-1 text-xs">Reconectando ao servidor…</span>
          ) : null}
        </div>

        <div className="absolute right-3 bottom-3 w-28 overflow-hidden rounded-xl border border-white/20 bg-slate-800 shadow-lg sm:w-48">
          {hasCamera && cameraOn ? (
            <StreamVideo
              stream={localStream}
              muted
              label="Sua câmera"
              className="aspect-[3/4] w-full -scale-x-100 object-cover sm:aspect-video"
            />
          ) : (
            <div className="flex aspect-[3/4] w-full items-center justify-center sm:aspect-video">
              <VideoOff aria-hidden="true" className="size-6 text-white/70" />
              <span className="sr-only">Sua câmera está desligada</span>
            </div>
          )}
        </div>
      </div>

      <div className="flex items-center justify-center gap-4 bg-slate-900/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <ToggleButton
          on={micOn}
          labels={['Desligar microfone', 'Ligar microfone']}
          icons={[<Mic key="on" aria-hidden="true" />, <MicOff key="off" aria-hidden="true" />]}
          onClick={toggleMic}
        />
        {hasCamera ? (
          <ToggleButton
            on={cameraOn}
            labels={['Desligar câmera', 'Ligar câmera']}
            icons={[<Video key="on" aria-hidden="true" />, <VideoOff key="off" aria-hidden="true" />]}
            onClick={toggleCamera}
          />
        ) : null}
        <Button
          size="icon-lg"
          variant="destructive"
          aria-label="Sair da sala"
          onClick={onLeave}
          className="rounded-full"
        >
          <PhoneOff aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
