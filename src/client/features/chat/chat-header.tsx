import { useState } from 'react';
import { LogOut, MessageCircleHeart, Settings, Stethoscope } from 'lucide-react';
import { toast } from 'sonner';
import type { MeResponse } from '../../../shared/contracts/me';
import { displayName } from '../../../shared/display-name';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { planBadgeLabel } from '../../../shared/plan-access';
import type { PlanId } from '../../../shared/plans';
import { signOut } from '../../lib/auth-client';

export function ChatHeader({
  user,
  planType,
}: {
  user: NonNullable<MeResponse['user']>;
  planType: PlanId | null;
}) {
  const [leaving, setLeaving] = useState(false);
  const name = displayName(user);

  async function handleSignOut() {
    setLeaving(true);
    try {
      await signOut();
      window.location.assign('/');
    } catch {
      toast.error('Erro inesperado', { description: 'Tente novamente em alguns instantes.' });
      setLeaving(false);
    }
  }

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar src={user.image} fallback={name.charAt(0).toUpperCase()} size="sm" />
          <div className="min-w-0">
            <h1 className="flex items-center gap-2 truncate text-base font-semibold text-slate-900">
              Olá, {name}! <Badge variant="calm">{planBadgeLabel(planType)}</Badge>
            </h1>
            <p className="truncate text-xs text-slate-600">
              Plano: Acesso Liberado • Chat com Aria disponível
            </p>
          </div>
        </div>
        <nav aria-label="Chat" className="flex flex-wrap items-center gap-1">
          <Button size="sm" variant="secondary" aria-current="page">
            <MessageCircleHeart aria-hidden="true" />
            Chat Aria
          </Button>
          <ButtonLink to="/consultas" size="sm" variant="ghost">
            <Stethoscope aria-hidden="true" />
            Psicólogos
          </ButtonLink>
          <ButtonLink to="/conta" size="sm" variant="ghost">
            <Settings aria-hidden="true" />
            Configurações
          </ButtonLink>
          <Button size="sm" variant="ghost" onClick={() => void handleSignOut()} disabled={leaving}>
            <LogOut aria-hidden="true" />
            Sair
          </Button>
        </nav>
      </div>
    </header>
  );
}
