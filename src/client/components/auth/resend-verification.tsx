import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../ui/button';
import { resendVerificationEmail } from '../../lib/auth-client';
import { toastFailure } from '../../lib/toast-failure';

/** Why the person should confirm their e-mail (the children), with the button that sends the link again. */
export function ResendVerification({ email, children }: { email: string; children: ReactNode }) {
  const resend = useMutation({
    mutationFn: () => resendVerificationEmail(email),
    onSuccess: () =>
      toast.success('E-mail de confirmação enviado', {
        description: `Abra o link que enviamos para ${email}. Ele vale por 24 horas.`,
      }),
    onError: (error) => toastFailure('Não foi possível reenviar', error),
  });
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-slate-700">
      <p>{children}</p>
      <Button className="mt-3" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? 'Enviando...' : 'Reenviar e-mail de confirmação'}
      </Button>
    </div>
  );
}
