import {
  ARIA_NO_RESPONSE_TEXT,
  toRequestHistory,
  type AriaChatResponse,
} from '../../../shared/contracts/aria';
import { readAriaEventStream } from '../../../shared/contracts/event-stream';
import { ApiRequestError } from '../../lib/api';
import type { ChatMessage } from './history';

export interface ChatSend {
  message: string;
  history: ChatMessage[];
  hasSensitiveContent: boolean;
  /** The signed dialogue state the last reply carried. */
  state?: string;
}

export interface AriaAnswer {
  text: string;
  /** To send back with the next message. */
  state?: string;
  /** The buttons to show under the reply. */
  quickReplies: string[];
}

/**
 * Sends a message and streams Aria's reply: `onText` receives the whole text so far after each chunk. Resolves
 * with the final text (the server's `done.response` is authoritative), the dialogue state and the quick replies.
 * Throws ApiRequestError with the server's pt-BR message on failure.
 */
export async function sendToAria(request: ChatSend, onText: (text: string) => void): Promise<AriaAnswer> {
  let response: Response;
  try {
    response = await fetch('/api/aria/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        message: request.message,
        history: toRequestHistory(request.history),
        hasSensitiveContent: request.hasSensitiveContent,
        state: request.state,
      }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError(
      'Não foi possível conectar. Verifique sua internet e tente novamente.',
      0,
      'network',
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiRequestError(body.message ?? 'Erro na conversa', response.status, body.code ?? 'error');
  }
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    const body = (await response.json().catch(() => ({}))) as Partial<AriaChatResponse>;
    const text = body.response?.trim() ? body.response : ARIA_NO_RESPONSE_TEXT;
    onText(text);
    return { text, state: body.state, quickReplies: body.quickReplies ?? [] };
  }

  let text = '';
  for await (const event of readAriaEventStream(response.body)) {
    if ('error' in event) throw new ApiRequestError(event.error.message, 502, event.error.code);
    if ('delta' in event) {
      text += event.delta;
      onText(text);
    } else if ('done' in event) {
      const final = event.response.trim() ? event.response : text || ARIA_NO_RESPONSE_TEXT;
      onText(final);
      return { text: final, state: event.state, quickReplies: event.quickReplies ?? [] };
    }
  }
  const final = text || ARIA_NO_RESPONSE_TEXT;
  onText(final);
  return { text: final, quickReplies: [] };
}
