import { useId, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { DoorOpen, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';

/**
 * The chat's controls for a shared device (ADR 021): leave at once, erase the conversation, keep
 * none on this device. Under the header rather than above it: the app's toasts appear at the top of the screen
 * and, on a phone, would cover 'Sair rápido' for seconds.
 */
export function ChatPrivacyBar({
  onQuickExit,
  onClear,
  canClear,
  keepsNoHistory,
  onKeepsNoHistoryChange,
}: {
  onQuickExit: () => void;
  onClear: () => void;
  canClear: boolean;
  keepsNoHistory: boolean;
  onKeepsNoHistoryChange: (on: boolean) => void;
}) {
  const hintId = useId();
  const settingHintId = useId();
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-1.5">
        <Button size="sm" variant="calm" onClick={onQuickExit} aria-describedby={hintId}>
          <DoorOpen aria-hidden="true" />
          Sair rápido
        </Button>
        {/* Phones seldom have an Esc key: the shortcut is shown from the sm breakpoint, and always described. */}
        <span id={hintId} className="hidden text-xs text-slate-600 sm:inline">
          <span className="sr-only">Abre um site neutro no lugar do chat. </span>
          Atalho: Esc duas vezes
        </span>
        <ClearConversation onConfirm={onClear} disabled={!canClear} />
        <label className="flex items-center gap-2 text-xs text-slate-700">
          <input
            type="checkbox"
            checked={keepsNoHistory}
            onChange={(event) => onKeepsNoHistoryChange(event.target.checked)}
            aria-describedby={settingHintId}
            className="size-4 accent-brand-700"
          />
          Não guardar conversa neste aparelho
        </label>
        <span id={settingHintId} className="sr-only">
          Nada da conversa fica salvo neste navegador; ela some ao recarregar ou fechar a página.
        </span>
      </div>
    </div>
  );
}

function ClearConversation({ onConfirm, disabled }: { onConfirm: () => void; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const confirmed = useRef(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="ghost" disabled={disabled} className="ml-auto">
          <Trash2 aria-hidden="true" />
          Apagar conversa
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            if (!confirmed.current) return;
            // The trigger is disabled once the conversation is gone; the message field is where to go on.
            confirmed.current = false;
            event.preventDefault();
            document.getElementById('mensagem')?.focus();
          }}
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">Apagar esta conversa?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            As mensagens saem da tela e deste aparelho, e não será possível recuperá-las.
          </Dialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">Cancelar</Button>
            </Dialog.Close>
            <Button
              variant="destructive"
              onClick={() => {
                confirmed.current = true;
                onConfirm();
                setOpen(false);
              }}
            >
              Sim, apagar
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
