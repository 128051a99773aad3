import { useEffect, useState } from 'react';
import { Video } from 'lucide-react';
import { roomStateAt, roomWindow } from '../../../shared/contracts/consultation-room';
import { formatTime } from '../../../shared/dates';
import { Button, type ButtonProps } from '../ui/button';

/** Re-renders every half minute, so a button becomes usable when the room opens without a reload. */
function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * "Entrar na sala" for one consultation (ADR 025): enabled from 10 minutes before the start until 10 minutes after
 * the 50 minutes; before, it says when the room opens. A self-hosted Jitsi link (VIDEO_BASE_URL) opens as is.
 */
export function EnterRoomButton({
  videoLink,
  startsAt,
  size = 'sm',
  variant = 'primary',
}: {
  videoLink: string;
  startsAt: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const now = useNow();
  const builtIn = /\/consultas\/sala\/[0-9a-f-]{36}/.test(videoLink);
  if (!builtIn) {
    return (
      <Button asChild size={size} variant={variant}>
        <a href={videoLink} target="_blank" rel="noopener noreferrer">
          <Video aria-hidden="true" />
          Entrar na videochamada
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      </Button>
    );
  }
  const start = new Date(startsAt);
  const state = roomStateAt(start, now);
  if (state === 'open') {
    return (
      <Button asChild size={size} variant={variant}>
        <a href={videoLink}>
          <Video aria-hidden="true" />
          Entrar na sala
        </a>
      </Button>
    );
  }
  const note =
    state === 'early'
      ? `A sala abre às ${formatTime(roomWindow(start).opensAt)}`
      : 'A sala desta consulta já foi encerrada';
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button size={size} variant={variant} disabled aria-describedby={`sala-${startsAt}`}>
        <Video aria-hidden="true" />
        Entrar na sala
      </Button>
      <span id={`sala-${startsAt}`} className="text-xs text-slate-600">
        {note}
      </span>
    </span>
  );
}
