import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Phone, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import type { MeResponse } from '../../../shared/contracts/me';
import { containsSpecDistressPhrase } from '../../../shared/text/spec-phrases';
import { ButtonLink } from '../../components/ui/button-link';
import { RequireUser } from '../../components/layout/route-guards';
import { ApiRequestError } from '../../lib/api';
import { forgetChatHistory } from '../../lib/chat-history-storage';
import { ME_QUERY_KEY, useMe } from '../../lib/me';
import { usePageMeta } from '../../lib/page-meta';
import { sendToAria } from './chat-api';
import { ChatConsent, useChatConsent } from './chat-consent';
import { ChatHeader } from './chat-header';
import { ChatPrivacyBar } from './chat-privacy-bar';
import { Composer } from './composer';
import {
  keepsNoHistory,
  loadDialogueState,
  loadHistory,
  saveHistory,
  setKeepsNoHistory,
  type ChatMessage,
} from './history';
import { MessageList } from './message-list';
import { QuickReplies } from './quick-replies';
import { leaveForNeutralSite, useDoubleEscape } from './quick-exit';

export function ChatPage() {
  usePageMeta('Chat com Aria', 'Converse com a Aria, assistente de apoio emocional com IA, a qualquer hora.');
  return (
    <RequireUser requirePlan>
      <ChatForSignedInUser />
    </RequireUser>
  );
}

function ChatForSignedInUser() {
  const user = useMe().data?.user;
  if (!user) return null;
  // Keyed by the account: if another account signs in while the page is open, its chat starts afresh and the
  // history stored for the previous one is discarded on load.
  return <Chat key={user.id} user={user} />;
}

function Chat({ user }: { user: NonNullable<MeResponse['user']> }) {
  const me = useMe();
  const consent = useChatConsent();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadHistory(window.localStorage, user.id));
  const [noHistory, setNoHistory] = useState(() => keepsNoHistory(window.localStorage));
  // Read by a reply that arrives after the setting changed; the state above only draws the checkbox.
  const noHistoryRef = useRef(noHistory);
  const [input, setInput] = useState('');
  // Where the conversation stands (issue 22), signed by the server; sent back with each message.
  const dialogueStateRef = useRef<string | undefined>(loadDialogueState(window.localStorage, user.id));
  const [quickReplies, setQuickReplies] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const sendingRef = useRef(false);
  // Bumped by 'Apagar conversa', so a reply still in flight does not bring the erased conversation back.
  const conversationRef = useRef(0);

  function quickExit() {
    setLeaving(true);
    leaveForNeutralSite();
  }
  useDoubleEscape(quickExit);

  function clearConversation() {
    conversationRef.current += 1;
    forgetChatHistory(window.localStorage);
    dialogueStateRef.current = undefined;
    setQuickReplies([]);
    setMessages([]);
    setStreamingText(null);
    toast.success('Conversa apagada', { description: 'Nada dela ficou neste aparelho.' });
  }

  function changeKeepsNoHistory(on: boolean) {
    setKeepsNoHistory(window.localStorage, on);
    noHistoryRef.current = on;
    setNoHistory(on);
    // Turned off: the conversation on screen is kept from now on, as every later one will be.
    if (!on && messages.length > 0 && !sendingRef.current)
      saveHistory(window.localStorage, user.id, messages, dialogueStateRef.current);
  }

  useEffect(() => {
    document.body.classList.add('overflow-hidden');
    return () => document.body.classList.remove('overflow-hidden');
  }, []);

  /** Sends what the person typed, or the text of a quick reply (the same words a person could type). */
  async function send(quickReply?: string) {
    const text = (quickReply ?? input).trim();
    // docs/product.md, Aria chat: empty input, or a send already in progress, is ignored.
    if (text === '' || sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    const userMessage: ChatMessage = { role: 'user', content: text, timestamp: new Date() };
    const previous = messages;
    setMessages([...previous, userMessage]);
    setQuickReplies([]);
    if (quickReply === undefined) setInput('');
    setStreamingText('');
    const conversation = conversationRef.current;
    try {
      const answer = await sendToAria(
        {
          message: text,
          history: previous,
          hasSensitiveContent: containsSpecDistressPhrase(text),
          state: dialogueStateRef.current,
        },
        (soFar) => conversation === conversationRef.current && setStreamingText(soFar),
      );
      if (conversation !== conversationRef.current) return;
      const next = [
        ...previous,
        userMessage,
        { role: 'assistant' as const, content: answer.text, timestamp: new Date() },
      ];
      dialogueStateRef.current = answer.state;
      setMessages(next);
      setQuickReplies(answer.quickReplies);
      // docs/product.md, Aria chat: the history is saved only after a successful reply.
      if (!noHistoryRef.current) saveHistory(window.localStorage, user.id, next, answer.state);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        // The session ended: its conversation must not wait on the device for the next person.
        forgetChatHistory(window.localStorage);
        await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        navigate('/login', { replace: true });
      } else if (error instanceof ApiRequestError && error.code === 'plan_required') {
        await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        navigate('/plans', { replace: true });
      } else if (error instanceof ApiRequestError && error.status === 429) {
        toast.error('Erro na conversa', { description: error.message });
      } else if (error instanceof ApiRequestError) {
        toast.error('Erro na conversa', {
          description: 'Não foi possível enviar sua mensagem. Tente novamente.',
        });
      } else {
        console.error('Unexpected chat failure', error);
        toast.error('Erro inesperado', {
          description: 'Algo deu errado. Tente novamente em alguns instantes.',
        });
      }
    } finally {
      setStreamingText(null);
      sendingRef.current = false;
      setSending(false);
    }
  }

  // Blank at once: on a slow connection the neutral site may take a moment to replace the page.
  if (leaving) return <div className="h-dvh bg-white" />;
  const consentMissing = consent.isSuccess && consent.data.chat === null;

  return (
    <div className="flex h-dvh flex-col bg-gradient-to-b from-brand-50/60 to-slate-50">
      <ChatHeader user={user} planType={me.data?.plan.planType ?? null} />
      <ChatPrivacyBar
        onQuickExit={quickExit}
        onClear={clearConversation}
        canClear={messages.length > 0}
        keepsNoHistory={noHistory}
        onKeepsNoHistoryChange={changeKeepsNoHistory}
      />
      {consentMissing ? (
        <div className="flex-1 overflow-y-auto px-4">
          <ChatConsent llmProvider={consent.data.aiProvider} />
        </div>
      ) : (
        <MessageList messages={messages} waiting={sending} streamingText={streamingText} />
      )}
      <div className="border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)]">
        <div className="mx-auto flex max-w-3xl flex-col gap-2 px-4 py-3">
          {!sending && !consentMissing && (
            <QuickReplies replies={quickReplies} onChoose={(reply) => void send(reply)} />
          )}
          <Composer
            value={input}
            onChange={setInput}
            onSend={() => void send()}
            busy={sending || consentMissing}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-1.5 text-xs text-slate-600">
              <Phone aria-hidden="true" className="size-3.5 shrink-0 text-calm-700" />
              <span>
                A Aria é uma assistente de IA, não uma psicóloga. Em crise, ligue{' '}
                <a href="tel:188" className="font-semibold text-calm-700 underline">
                  CVV 188
                </a>{' '}
                ou{' '}
                <a href="tel:192" className="font-semibold text-calm-700 underline">
                  SAMU 192
                </a>
                .
              </span>
            </p>
            <ButtonLink to="/consultas" size="sm" variant="outline">
              <UserRound aria-hidden="true" />
              Falar com psicólogo humano
            </ButtonLink>
          </div>
        </div>
      </div>
    </div>
  );
}
