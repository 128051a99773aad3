import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';

export function BackLink({ to, children = 'Voltar' }: { to: string; children?: string }) {
  return (
    <ButtonLink to={to} variant="ghost" size="sm" className="-ml-3 self-start">
      <ArrowLeft aria-hidden="true" />
      {children}
    </ButtonLink>
  );
}
