import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmActions, CurrentPasswordField } from '../../components/ui/confirm-actions';
import { TotpCodeField } from '../../components/ui/field';
import { useMe } from '../../lib/me';
import {
  confirmTwoFactor,
  disableTwoFactor,
  getTwoFactorEnabled,
  manualEntryKey,
  startTwoFactor,
  TWO_FACTOR_QUERY_KEY,
  type TwoFactorSetup,
} from './two-factor-api';
import { toastFailure } from '../../lib/toast-failure';

type Step =
  { name: 'idle' } | { name: 'confirm'; setup: TwoFactorSetup } | { name: 'codes'; codes: string[] };

/**
 * Two-factor (TOTP) for the accounts that see other people's data: admins must have it to open the admin area,
 * psychologists may turn it on (issue 14, ADR 017).
 */
export function TwoFactorSection() {
  const me = useMe();
  const roles = me.data?.roles ?? [];
  if (!roles.includes('admin') && !roles.includes('psychologist')) return null;
  return <TwoFactorCard admin={roles.includes('admin')} />;
}

function TwoFactorCard({ admin }: { admin: boolean }) {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: TWO_FACTOR_QUERY_KEY, queryFn: getTwoFactorEnabled });
  const [step, setStep] = useState<Step>({ name: 'idle' });

  async function refresh() {
    // Enabling or disabling replaces this session (and enabling ends the others): lists and flags change.
    await queryClient.invalidateQueries({ queryKey: ['account'] });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Verificação em duas etapas</CardTitle>
        <CardDescription>
          Além da senha, um código de 6 dígitos do seu aplicativo autenticador (Google Authenticator,
          Microsoft Authenticator, 1Password, Aegis...) a cada login.
          {admin ? ' Obrigatória para acessar a área administrativa.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-700">
        {status.isPending ? (
          <p>Carregando...</p>
        ) : status.isError ? (
          <p>Não foi possível carregar. Recarregue a página.</p>
        ) : step.name === 'confirm' ? (
          <ConfirmStep
            setup={step.setup}
            onConfirmed={() => setStep({ name: 'codes', codes: step.setup.backupCodes })}
            onCancel={() => setStep({ name: 'idle' })}
          />
        ) : step.name === 'codes' ? (
          <BackupCodes
            codes={step.codes}
            onDone={async () => {
              setStep({ name: 'idle' });
              await refresh();
            }}
          />
        ) : status.data ? (
          <DisableForm onDisabled={refresh} />
        ) : (
          <EnableForm onStarted={(setup) => setStep({ name: 'confirm', setup })} />
        )}
      </CardContent>
    </Card>
  );
}

function EnableForm({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const start = useMutation({
    mutationFn: () => startTwoFactor(password),
    onSuccess: (setup) => {
      setPassword('');
      onStarted(setup);
    },
    onError: (error) => toastFailure('Não foi possível ativar', error),
  });
  if (!open) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p data-testid="two-factor-status">Desativada.</p>
        <Button onClick={() => setOpen(true)}>Ativar verificação em duas etapas</Button>
      </div>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    start.mutate();
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <CurrentPasswordField label="Digite sua senha para continuar" value={password} onChange={setPassword} />
      <ConfirmActions pending={start.isPending} onCancel={() => setOpen(false)} cancelLabel="Cancelar">
        {start.isPending ? 'Aguarde...' : 'Continuar'}
      </ConfirmActions>
    </form>
  );
}

/** The QR code is drawn here, in the /conta chunk, by a library loaded only when someone sets 2FA up. */
function QrCode({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setSvg(''));
    return () => {
      live = false;
    };
  }, [uri]);
  if (svg === null)
    return <div className="size-48 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;
  if (svg === '') return <p>Não foi possível desenhar o QR code. Use a chave abaixo.</p>;
  return (
    <div
      role="img"
      aria-label="QR code para o aplicativo autenticador"
      className="size-48 rounded-lg border border-slate-200 bg-white p-2 [&>svg]:size-full"
      // Markup generated by the qrcode library from our own URI, never from user text.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

function ConfirmStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const confirm = useMutation({
    mutationFn: () => confirmTwoFactor(code),
    onSuccess: onConfirmed,
    onError: (error) => toastFailure('Código não aceito', error),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate();
  }
  return (
    <div className="flex flex-col gap-4">
      <p>1. No aplicativo autenticador, adicione uma conta lendo este QR code:</p>
      <QrCode uri={setup.totpURI} />
      <p>
        Sem câmera? Digite esta chave no aplicativo:{' '}
        <code
          data-testid="totp-secret"
          className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900"
        >
          {manualEntryKey(setup.totpURI)}
        </code>
      </p>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TotpCodeField
          label="2. Digite o código de 6 dígitos que o aplicativo mostra"
          value={code}
          onValue={setCode}
        />
        <ConfirmActions pending={confirm.isPending} onCancel={onCancel} cancelLabel="Cancelar">
          {confirm.isPending ? 'Verificando...' : 'Confirmar e ativar'}
        </ConfirmActions>
      </form>
    </div>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => Promise<void> }) {
  const text = `Códigos de backup da Aria (cada um vale uma vez):\n${codes.join('\n')}\n`;
  const [href] = useState(() => URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' })));
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Códigos copiados');
    } catch {
      toast.error('Não foi possível copiar', { description: 'Selecione os códigos e copie manualmente.' });
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium text-emerald-800">Verificação em duas etapas ativada.</p>
      <p>
        Guarde estes códigos de backup em um lugar seguro. Se perder o celular, cada código permite entrar uma
        vez. Eles não serão mostrados de novo.
      </p>
      <ul
        aria-label="Códigos de backup"
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          Copiar códigos
        </Button>
        <Button asChild variant="outline">
          <a href={href} download="aria-codigos-de-backup.txt">
            Baixar códigos
          </a>
        </Button>
        <Button onClick={() => void onDone()}>Já guardei os códigos</Button>
      </div>
    </div>
  );
}

function DisableForm({ onDisabled }: { onDisabled: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const disable = useMutation({
    mutationFn: () => disableTwoFactor(password),
    onSuccess: async () => {
      toast.success('Verificação em duas etapas desativada');
      setPassword('');
      setOpen(false);
      await onDisabled();
    },
    onError: (error) => toastFailure('Não foi possível desativar', error),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    disable.mutate();
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p data-testid="two-factor-status" className="font-medium text-emerald-800">
          Ativada.
        </p>
        {open ? null : (
          <Button variant="outline" onClick={() => setOpen(true)}>
            Desativar
          </Button>
        )}
      </div>
      {open ? (
        <form
          onSubmit={submit}
          className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <CurrentPasswordField
            label="Digite sua senha para desativar"
            value={password}
            onChange={setPassword}
          />
          <ConfirmActions
            pending={disable.isPending}
            onCancel={() => setOpen(false)}
            cancelLabel="Voltar"
            variant="destructive"
          >
            Desativar verificação
          </ConfirmActions>
        </form>
      ) : null}
    </div>
  );
}
