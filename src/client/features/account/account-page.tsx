import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatLongDateTime } from '../../../shared/dates';
import { formatBRL } from '../../../shared/money';
import { getPlan } from '../../../shared/plans';
import type { DeleteAccountResponse } from '../../../shared/contracts/account';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmActions, CurrentPasswordField } from '../../components/ui/confirm-actions';
import { PasswordField } from '../../components/ui/field';
import { RequireUser } from '../../components/layout/route-guards';
import { ResendVerification } from '../../components/auth/resend-verification';
import { forgetChatHistory } from '../../lib/chat-history-storage';
import { ME_QUERY_KEY } from '../../lib/me';
import { usePageMeta } from '../../lib/page-meta';
import {
  cancelPlan,
  changePassword,
  CONSENTS_QUERY_KEY,
  deleteAccount,
  getConsents,
  getOverview,
  listSessions,
  OVERVIEW_QUERY_KEY,
  refundPlan,
  revokeChatConsent,
  revokeOtherSessions,
  SESSIONS_QUERY_KEY,
} from './account-api';
import { TwoFactorSection } from './two-factor-section';
import { CpfSection } from './cpf-section';
import { RecordCopiesSection } from './record-copies-section';
import { toastFailure } from '../../lib/toast-failure';

/** /conta: the person's own account and their LGPD rights, self-service (issue 14). */
export function AccountPage() {
  usePageMeta('Minha conta', 'Seus dados, seu plano e seus direitos na Aria.');
  const [deleted, setDeleted] = useState<DeleteAccountResponse | null>(null);
  if (deleted) return <DeletedNotice result={deleted} />;
  return (
    <RequireUser>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
        <h1 className="text-3xl font-bold text-slate-900">Minha conta</h1>
        <AccountSummary />
        <CpfSection />
        <RecordCopiesSection />
        <ConsentSection />
        <PasswordSection />
        <TwoFactorSection />
        <SessionsSection />
        <DataSection onDeleted={setDeleted} />
      </div>
    </RequireUser>
  );
}

function AccountSummary() {
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: OVERVIEW_QUERY_KEY, queryFn: getOverview });
  const refund = useMutation({
    mutationFn: refundPlan,
    onSuccess: async (result) => {
      toast.success('Plano cancelado e reembolso solicitado', {
        description: `Devolvemos ${formatBRL(result.amountCents)} pelo mesmo meio de pagamento. Seu plano terminou agora.`,
      });
      await queryClient.invalidateQueries({ queryKey: OVERVIEW_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: (error) => toastFailure('Não foi possível reembolsar', error),
  });
  const cancel = useMutation({
    mutationFn: cancelPlan,
    onSuccess: async (result) => {
      toast.success('Renovação cancelada', {
        description: result.expiresAt
          ? `Seu acesso continua até ${formatLongDateTime(result.expiresAt)}.`
          : 'Seu acesso continua até o fim do período pago.',
      });
      await queryClient.invalidateQueries({ queryKey: OVERVIEW_QUERY_KEY });
    },
    onError: (error) => toastFailure('Não foi possível cancelar a renovação', error),
  });
  if (!overview.data) return null;
  const { user, plan, refundable } = overview.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Seus dados e seu plano</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-700">
        <p>
          <span className="font-medium">Nome:</span> {user.name}
        </p>
        <p data-testid="email-status">
          <span className="font-medium">E-mail:</span> {user.email}{' '}
          {user.emailVerified ? '(confirmado)' : '(não confirmado)'}
        </p>
        {user.emailVerified ? null : (
          <ResendVerification email={user.email}>
            Confirme seu e-mail pelo link que enviamos no cadastro. Sua conta já funciona, mas psicólogos só
            são aprovados com o e-mail confirmado.
          </ResendVerification>
        )}
        <p data-testid="plan-status">
          <span className="font-medium">Plano:</span>{' '}
          {plan.active && plan.planType
            ? `${getPlan(plan.planType).name} — ativo${plan.expiresAt ? ` até ${formatLongDateTime(plan.expiresAt)}` : ''}`
            : 'Nenhum plano ativo'}
        </p>
        {plan.renews ? (
          <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            Cancelar renovação
          </Button>
        ) : null}
        {refundable ? (
          <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
            <p>
              Você pagou {formatBRL(refundable.amountCents)} em {formatLongDateTime(refundable.paidAt)}. Pelo
              direito de arrependimento (Código de Defesa do Consumidor, art. 49), até{' '}
              {formatLongDateTime(refundable.until)} você pode cancelar e receber o valor integral de volta. O
              plano termina na hora.
            </p>
            <Button
              className="mt-3"
              variant="outline"
              disabled={refund.isPending}
              onClick={() => {
                if (window.confirm('Cancelar o plano agora e pedir o reembolso integral?')) refund.mutate();
              }}
            >
              Cancelar e pedir reembolso
            </Button>
          </div>
        ) : null}
        <p>
          <Link to="/consultas" className="font-medium text-brand-700 underline">
            Minhas consultas
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

function ConsentSection() {
  const queryClient = useQueryClient();
  const consents = useQuery({ queryKey: CONSENTS_QUERY_KEY, queryFn: getConsents });
  const revoke = useMutation({
    mutationFn: revokeChatConsent,
    onSuccess: async () => {
      toast.success('Consentimento revogado', {
        description: 'O chat com a Aria fica bloqueado até você aceitar de novo.',
      });
      await queryClient.invalidateQueries({ queryKey: CONSENTS_QUERY_KEY });
    },
    onError: (error) => toastFailure('Não foi possível revogar', error),
  });
  const chat = consents.data?.chat;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Consentimento do chat</CardTitle>
        <CardDescription>Tratamento do que você escreve para a Aria (LGPD, art. 11).</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-slate-700">
        {chat ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>Aceito em {formatLongDateTime(chat.acceptedAt)}.</p>
            <Button variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
              Revogar consentimento
            </Button>
          </div>
        ) : (
          <p>Você não deu consentimento para o chat. Ele será pedido antes da primeira mensagem.</p>
        )}
      </CardContent>
    </Card>
  );
}

function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = useMutation({
    mutationFn: () => changePassword(current, next),
    onSuccess: () => {
      toast.success('Senha alterada', { description: 'As outras sessões foram encerradas.' });
      setCurrent('');
      setNext('');
    },
    onError: (error) => toastFailure('Não foi possível alterar a senha', error),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate();
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Alterar senha</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-3">
          <PasswordField
            label="Senha atual"
            autoComplete="current-password"
            value={current}
            onValue={setCurrent}
          />
          <PasswordField
            label="Nova senha"
            autoComplete="new-password"
            minLength={6}
            value={next}
            onValue={setNext}
          />
          <Button type="submit" disabled={change.isPending} className="self-start">
            Alterar senha
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: listSessions });
  const revoke = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: async () => {
      toast.success('Pronto', { description: 'Você saiu de todos os outros dispositivos.' });
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
    onError: (error) => toastFailure('Não foi possível encerrar as sessões', error),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessões ativas</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-700">
        <ul className="space-y-1">
          {(sessions.data ?? []).map((item) => (
            <li key={item.id}>
              Desde {formatLongDateTime(item.createdAt)}
              {item.userAgent ? ` — ${item.userAgent.slice(0, 60)}` : ''}
            </li>
          ))}
        </ul>
        <Button variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
          Sair de todos os dispositivos
        </Button>
      </CardContent>
    </Card>
  );
}

function DataSection({ onDeleted }: { onDeleted: (result: DeleteAccountResponse) => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: () => deleteAccount(password),
    onSuccess: (result) => {
      // The account is gone; its conversation must not stay on the device either.
      forgetChatHistory();
      queryClient.clear();
      onDeleted(result);
    },
    onError: (error) => toastFailure('Não foi possível excluir a conta', error),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    remove.mutate();
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Seus dados (LGPD)</CardTitle>
        <CardDescription>
          Baixe uma cópia de tudo o que guardamos sobre você, ou exclua sua conta.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-700">
        <Button asChild variant="outline">
          <a href="/api/account/export" download="meus-dados-aria.json">
            Baixar meus dados
          </a>
        </Button>
        {confirming ? (
          <form
            onSubmit={submit}
            className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
          >
            <p>
              A exclusão é definitiva: sua conta, sessões, perfil e consentimentos são apagados. Registros de
              pagamento e de consultas exigidos por lei ficam guardados sem seus dados pessoais.
            </p>
            <p>
              O prontuário que o(a) psicólogo(a) escreveu sobre as suas consultas não é apagado: a lei obriga
              a guardá-lo por pelo menos 5 anos depois da última sessão (Resolução CFP nº 1/2009; LGPD art.
              16, I). Ele continua cifrado e só quem o escreveu pode lê-lo. Se quiser uma cópia, peça antes de
              excluir a conta, na seção “Prontuário”.
            </p>
            <CurrentPasswordField
              label="Digite sua senha para confirmar"
              value={password}
              onChange={setPassword}
            />
            <ConfirmActions
              pending={remove.isPending}
              onCancel={() => setConfirming(false)}
              cancelLabel="Voltar"
              variant="destructive"
            >
              Excluir definitivamente
            </ConfirmActions>
          </form>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Excluir minha conta
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function DeletedNotice({ result }: { result: DeleteAccountResponse }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-12 text-slate-700">
      <h1 className="text-3xl font-bold text-slate-900">Sua conta foi excluída</h1>
      <p>Você saiu da Aria. Apagamos:</p>
      <ul className="list-disc pl-6">
        {result.deleted.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {result.kept.length > 0 ? (
        <>
          <p>Por obrigação legal, mantemos bloqueados e sem seus dados pessoais:</p>
          <ul className="list-disc pl-6">
            {result.kept.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to="/" className="font-medium text-brand-700 underline">
        Voltar ao início
      </Link>
    </div>
  );
}
