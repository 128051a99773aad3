import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button, SubmitButton } from '../ui/button';
import { Field, TotpCodeField } from '../ui/field';
import { ApiRequestError } from '../../lib/api';
import { verifyTwoFactorCode, type TwoFactorCodeKind } from '../../lib/auth-client';

export const TWO_FACTOR_STEP_TITLE = 'Verificação em duas etapas';

/**
 * The code step of a sign-in when better-auth answers `twoFactorRedirect` (issue 14). A wrong code keeps what was
 * typed, so the person can fix one digit; `onVerified` runs once the session exists.
 */
export function TwoFactorStep({
  onVerified,
  onCancel,
}: {
  onVerified: () => Promise<void> | void;
  onCancel: () => void;
}) {
  const [kind, setKind] = useState<TwoFactorCodeKind>('totp');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const backup = kind === 'backup-code';

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await verifyTwoFactorCode(kind, code);
    } catch (error) {
      toast.error('Código não aceito', {
        description:
          error instanceof ApiRequestError && error.status > 0
            ? error.message
            : 'Tente novamente em alguns instantes.',
      });
      setBusy(false);
      return;
    }
    await onVerified();
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        {backup
          ? 'Digite um dos códigos de backup que você guardou ao ativar a verificação. Cada código vale uma vez.'
          : 'Abra o aplicativo autenticador e digite o código de 6 dígitos da Aria.'}
      </p>
      {backup ? (
        <Field
          key="backup"
          label="Código de backup"
          name="backupCode"
          autoComplete="off"
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : (
        <TotpCodeField
          key="totp"
          label="Código do aplicativo autenticador"
          autoFocus
          value={code}
          onValue={setCode}
        />
      )}
      <SubmitButton size="lg" busy={busy} busyLabel="Verificando...">
        Verificar
      </SubmitButton>
      <Button
        type="button"
        variant="link"
        disabled={busy}
        onClick={() => {
          setKind(backup ? 'totp' : 'backup-code');
          setCode('');
        }}
      >
        {backup ? 'Usar o código do aplicativo' : 'Usar um código de backup'}
      </Button>
      <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
        Voltar
      </Button>
    </form>
  );
}
