import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageCard } from '../../components/ui/card';
import { emailConfirmationApiPath } from '../../../shared/contracts/auth';
import { useMe } from '../../lib/me';
import { usePageMeta } from '../../lib/page-meta';

/** better-auth's /verify-email redirects here with `?error=<code>` when the link cannot confirm anything. */
function failureText(code: string): string {
  if (code === 'TOKEN_EXPIRED') return 'Este link de confirmação expirou (ele vale por 24 horas).';
  if (code === 'USER_NOT_FOUND') return 'A conta deste link não existe mais.';
  return 'Este link de confirmação é inválido. Confira se ele foi copiado inteiro do e-mail.';
}

/** How both confirmation pages lay out what is under their heading. */
const CONFIRMATION_CONTENT = 'flex flex-col gap-3 text-center text-sm';

/** /email-confirmado: where the confirmation link of the sign-up e-mail lands (issue 14). */
export function EmailConfirmationPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  usePageMeta(
    error ? 'Link de confirmação inválido' : 'E-mail confirmado',
    'Confirmação do e-mail da sua conta Aria.',
  );

  return (
    <PageCard
      contentClassName={CONFIRMATION_CONTENT}
      title={error ? 'Não foi possível confirmar seu e-mail' : 'E-mail confirmado!'}
      description={
        error
          ? failureText(error)
          : 'Obrigado! Seu e-mail está confirmado na Aria. Se você é psicólogo(a), seu cadastro já pode ser aprovado pela equipe.'
      }
    >
      {error ? (
        <>
          <p className="text-slate-700">
            Entre na sua conta e peça um novo link em “Minha conta”, no botão “Reenviar e-mail de
            confirmação”.
          </p>
          <p className="text-slate-700">
            Enviou um cadastro de psicólogo parceiro? Abra o link do e-mail mais recente que enviamos ou fale
            com a equipe Aria.
          </p>
        </>
      ) : null}
      {signedIn ? (
        <Link to="/conta" className="font-medium text-brand-700 underline">
          Ir para Minha conta
        </Link>
      ) : (
        <>
          <Link to="/login" className="font-medium text-brand-700 underline">
            Entrar
          </Link>
          <Link to="/psychologist-login" className="font-medium text-brand-700 underline">
            Sou psicólogo(a): entrar na área do psicólogo
          </Link>
        </>
      )}
    </PageCard>
  );
}

/**
 * /confirmar-email: where the confirmation e-mails link to. It confirms only when the person presses the button,
 * because mail scanners open every link in a message (see EMAIL_CONFIRM_PAGE_PATH). The button opens the API path,
 * which confirms and redirects to /email-confirmado.
 */
export function ConfirmEmailPage({
  open = (path: string) => window.location.assign(path),
}: {
  open?: (path: string) => void;
}) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const kind = params.get('tipo') === 'cadastro' ? 'cadastro' : 'conta';
  const [busy, setBusy] = useState(false);
  usePageMeta('Confirmar e-mail', 'Confirme o e-mail da sua conta Aria.');

  return (
    <PageCard
      contentClassName={CONFIRMATION_CONTENT}
      title={token ? 'Confirme seu e-mail' : 'Link de confirmação incompleto'}
      description={
        token
          ? 'Falta um passo: toque no botão abaixo para confirmar este endereço na Aria.'
          : 'Este link de confirmação é inválido. Confira se ele foi copiado inteiro do e-mail.'
      }
    >
      {token ? (
        <>
          <Button
            type="button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              open(emailConfirmationApiPath(token, kind));
            }}
          >
            {busy ? 'Confirmando…' : 'Confirmar meu e-mail'}
          </Button>
          <p className="text-slate-600">
            Pedimos este toque porque alguns programas de e-mail abrem os links sozinhos.
          </p>
        </>
      ) : (
        <Link to="/login" className="font-medium text-brand-700 underline">
          Entrar
        </Link>
      )}
    </PageCard>
  );
}
