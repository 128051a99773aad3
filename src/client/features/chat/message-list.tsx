import { useEffect, useRef } from 'react';
import { HeartHandshake } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { ChatMessage } from './history';
import { ReplyText } from './reply-text';

const timeFormat = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

export function MessageList({
  messages,
  waiting,
  streamingText,
}: {
  messages: ChatMessage[];
  waiting: boolean;
  streamingText: string | null;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, streamingText, waiting]);

  return (
    <div className="flex-1 overflow-y-auto overscroll-contain">
      <div
        role="log"
        aria-live="polite"
        aria-label="Conversa com a Aria"
        className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6"
      >
        {messages.length === 0 && streamingText === null ? <Welcome /> : null}
        {messages.map((message, index) => (
          <Bubble key={index} role={message.role} time={timeFormat.format(message.timestamp)}>
            {message.role === 'assistant' ? <ReplyText text={message.content} /> : message.content}
          </Bubble>
        ))}
        {streamingText !== null && streamingText !== '' ? (
          <Bubble role="assistant">
            <ReplyText text={streamingText} />
          </Bubble>
        ) : null}
        {waiting && !streamingText ? <TypingIndicator /> : null}
        <div ref={endRef} />
      </div>
    </div>
  );
}

function Welcome() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100">
        <HeartHandshake aria-hidden="true" className="size-7 text-brand-700" />
      </span>
      <h2 className="text-xl font-semibold text-slate-900">Oi, eu sou a Aria 💜</h2>
      <p className="text-slate-600">
        Estou aqui para ouvir você, a qualquer hora, sem julgamentos. Como você está se sentindo agora?
      </p>
    </div>
  );
}

function Bubble({
  role,
  time,
  children,
}: {
  role: 'user' | 'assistant';
  time?: string;
  children: React.ReactNode;
}) {
  const mine = role === 'user';
  return (
    <div className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <span className="sr-only">{mine ? 'Você disse:' : 'Aria disse:'}</span>
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-3 text-[0.95rem] leading-relaxed',
          mine ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md bg-white text-slate-800 shadow-sm',
        )}
      >
        {children}
      </div>
      {time ? <span className="px-1 text-[0.7rem] text-slate-500">{time}</span> : null}
    </div>
  );
}

function TypingIndicator() {
  return (
    <div className="flex items-start" role="status">
      <span className="sr-only">Aria está digitando...</span>
      <div aria-hidden="true" className="flex gap-1 rounded-2xl rounded-bl-md bg-white px-4 py-4 shadow-sm">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-brand-500"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </div>
  );
}
