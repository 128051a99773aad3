import { useRef, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ARIA_MESSAGE_MAX_LENGTH } from '../../../shared/contracts/aria';

export function Composer({
  value,
  onChange,
  onSend,
  busy,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  busy: boolean;
}) {
  const inputRef = useRef<HTMLTextAreaElement>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // docs/product.md, Aria chat: Enter sends, Shift+Enter breaks the line. Composition (accents on some keyboards)
    // never sends.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  }

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        inputRef.current?.focus();
      }}
    >
      <label htmlFor="mensagem" className="sr-only">
        Mensagem para a Aria
      </label>
      <textarea
        id="mensagem"
        ref={inputRef}
        rows={1}
        value={value}
        maxLength={ARIA_MESSAGE_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder="Escreva como você está se sentindo..."
        className="max-h-40 min-h-12 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
        style={{ fieldSizing: 'content' } as React.CSSProperties}
      />
      <Button type="submit" size="icon-lg" disabled={busy || value.trim() === ''}>
        <SendHorizontal aria-hidden="true" />
        <span className="sr-only">Enviar</span>
      </Button>
    </form>
  );
}
