import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import type { ConsentsResponse } from '../../../shared/contracts/account';
import { CHAT_CONSENT_VERSION } from '../../../shared/consent';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { apiRequest } from '../../lib/api';
import { toastFailure } from '../../lib/toast-failure';

export const CONSENTS_QUERY_KEY = ['account', 'consents'] as const;

export function useChatConsent() {
  return useQuery({
    queryKey: CONSENTS_QUERY_KEY,
    queryFn: () => apiRequest<ConsentsResponse>('/api/account/consents'),
  });
}

/**
 * LGPD art. 11: what a person writes to Aria may be health data, so before the first message they give a specific,
 * highlighted consent. The server refuses the chat without it; this panel only asks for it.
 */
export function ChatConsent({ llmProvider }: { llmProvider?: string | null }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  async function accept() {
    setSaving(true);
    try {
      await apiRequest('/api/account/consents/chat', { body: { version: CHAT_CONSENT_VERSION } });
      await queryClient.invalidateQueries({ queryKey: CONSENTS_QUERY_KEY });
      toast.success('Consentimento registrado', {
        description: 'Você pode revogá-lo quando quiser em Minha conta.',
      });
    } catch (error) {
      toastFailure('Não foi possível registrar', error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-consent-title"
      className="mx-auto my-6 w-full max-w-2xl rounded-2xl border-2 border-brand-300 bg-white p-6 shadow-md"
    >
      <h2 id="chat-consent-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        Antes de conversar: seu consentimento
      </h2>
      <div className="mt-3 space-y-2 text-sm text-slate-700">
        <p>
          O que você escrever para a Aria pode conter informações sobre sua saúde emocional, que a Lei Geral
          de Proteção de Dados (LGPD, art. 11) trata como dados sensíveis. Para conversar, precisamos do seu
          consentimento específico:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Cada mensagem é processada para gerar a resposta da Aria e identificar sinais de crise.</li>
          <li>
            O texto da conversa <strong>não é guardado no servidor</strong>: o histórico fica só neste
            navegador, ligado à sua conta, e é apagado quando você sai dela. Você pode apagá-lo quando quiser
            em “Apagar conversa” ou marcar “Não guardar conversa neste aparelho”.
          </li>
          <li>
            Se alguém puder ver sua tela, “Sair rápido” (ou a tecla Esc duas vezes) troca o chat por um site
            neutro na hora.
          </li>
          <li>
            {llmProvider
              ? `As mensagens são enviadas ao provedor de IA configurado (${llmProvider}) apenas para gerar a resposta.`
              : 'As respostas são geradas no nosso próprio servidor, sem enviar o texto a provedores de IA.'}
          </li>
          <li>
            Você pode revogar este consentimento a qualquer momento em{' '}
            <Link to="/conta" className="font-medium text-brand-700 underline">
              Minha conta
            </Link>
            ; o chat volta a ficar bloqueado.
          </li>
        </ul>
        <p>
          Detalhes na{' '}
          <Link to="/privacidade" className="font-medium text-brand-700 underline">
            Política de Privacidade
          </Link>
          .
        </p>
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button onClick={() => void accept()} disabled={saving}>
          Concordo e quero conversar
        </Button>
        <ButtonLink to="/" variant="ghost">
          Agora não
        </ButtonLink>
      </div>
    </section>
  );
}
