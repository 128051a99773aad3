import { Stethoscope } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { SubmitButton } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/field';
import { ApiRequestError } from '../../lib/api';
import { ME_QUERY_KEY } from '../../lib/me';
import { passwordSchema } from '../../../shared/contracts/psychologist-area';
import { acceptInvitation } from './api';
import { AuthShell } from '../../components/layout/auth-shell';
import { parsedOrToast } from '../../lib/toast-failure';

/** The link an approved applicant receives: choose a password, and the account is created and signed in. */
export function InvitationForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (parsedOrToast(passwordSchema, password, 'Senha muito curta') === null) return;
    if (password !== confirmation) {
      toast.error('Senhas não coincidem', { description: 'Por favor, verifique se as senhas são iguais.' });
      return;
    }
    setBusy(true);
    try {
      await acceptInvitation({ token, password });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      toast.success('Conta criada com sucesso!', { description: 'Redirecionando para o painel...' });
      navigate('/psychologist-dashboard', { replace: true });
    } catch (error) {
      toast.error('Erro no cadastro', {
        description: error instanceof ApiRequestError ? error.message : 'Erro ao criar conta',
      });
      setBusy(false);
    }
  }

  return (
    <AuthShell
      icon={Stethoscope}
      fullScreen={false}
      title="Defina sua senha"
      description="Seu cadastro foi aprovado. Escolha uma senha para acessar o painel do psicólogo."
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        <PasswordField name="password" autoComplete="new-password" value={password} onValue={setPassword} />
        <PasswordField
          label="Confirmar senha"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmation}
          onValue={setConfirmation}
        />
        <SubmitButton size="lg" busy={busy} busyLabel="Processando...">
          Criar conta
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
