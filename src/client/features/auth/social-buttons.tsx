import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { signInWithSocial, type SocialProvider } from '../../lib/auth-client';

const PROVIDERS: Array<{ id: SocialProvider; label: string }> = [
  { id: 'google', label: 'Continuar com Google' },
  { id: 'facebook', label: 'Continuar com Facebook' },
];

export function SocialButtons({ disabled }: { disabled?: boolean }) {
  const [pending, setPending] = useState<SocialProvider | null>(null);

  async function start(provider: SocialProvider) {
    setPending(provider);
    try {
      await signInWithSocial(provider);
    } catch (error) {
      toast.error('Erro no login social', {
        description: error instanceof Error ? error.message : 'Tente novamente em alguns instantes.',
      });
      setPending(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {PROVIDERS.map((provider) => (
        <Button
          key={provider.id}
          variant="outline"
          disabled={disabled || pending !== null}
          onClick={() => void start(provider.id)}
        >
          {pending === provider.id ? 'Redirecionando...' : provider.label}
        </Button>
      ))}
    </div>
  );
}
