import { z } from 'zod';

/**
 * POST /api/aria/chat — the Aria chat.
 *
 * Request: `{ message, history, hasSensitiveContent }` (docs/product.md, Aria chat). `history` is the last messages
 * of the conversation, oldest first, as the browser keeps them (the server stores none). The server checks for
 * distress itself on every message; `hasSensitiveContent` is honoured but never required.
 *
 * Answer, by the request's Accept header:
 * - `application/json` (default): 200 `{ response }`.
 * - `text/event-stream`: 200 with one `data: <json>` line per event, each followed by a blank line:
 *     data: {"delta":"Oi, "}                      a piece of the reply, in order
 *     data: {"done":true,"response":"Oi, ...","state":"…","quickReplies":[…]}    last event: the whole reply,
 *                                                 the signed dialogue state to send back, the quick replies
 *     data: {"error":{"code":"...","message":"..."}}   instead of `done` if the reply failed midway
 *   `done.response` is authoritative: when the safety layer withholds a model's output after some of it was
 *   streamed, the pieces and the final text differ, and the client shows the final text.
 *
 * Errors (JSON `{ code, message }`, pt-BR message): 400 bad input, 401 not signed in, 403 no active plan,
 * 429 too many messages. Every answer carries `cache-control: no-store`.
 */

export const ARIA_MESSAGE_MAX_LENGTH = 2000;
/** The client sends the last 10 messages (docs/product.md, Aria chat). */
export const ARIA_HISTORY_MAX_ITEMS = 10;
/** Long enough for any reply Aria gives, short enough to bound a request at about 50 KB. */
export const ARIA_HISTORY_CONTENT_MAX_LENGTH = 4000;
/** A signed dialogue state is a few hundred characters; the bound keeps a forged one from costing anything. */
export const ARIA_STATE_MAX_LENGTH = 2000;

/**
 * Buttons under Aria's last message (issue 22): each sends the same text a person could type. An offer gets
 * "Sim, vamos" / "Agora não"; an exercise step "Feito" / "Não entendi" / "Parar"; the safety question after a
 * crisis its two answers.
 */
export const ARIA_QUICK_REPLIES = {
  offer: ['Sim, vamos', 'Agora não'],
  step: ['Feito', 'Não entendi', 'Parar'],
  safety: ['Estou em segurança', 'Não estou em segurança'],
} as const;

export const ariaRoleSchema = z.enum(['user', 'assistant'], {
  error: 'Histórico inválido: cada mensagem deve ser da pessoa ("user") ou da Aria ("assistant").',
});
export type AriaRole = z.infer<typeof ariaRoleSchema>;

export const ariaHistoryItemSchema = z.object({
  role: ariaRoleSchema,
  content: z
    .string({ error: 'Histórico inválido: cada mensagem precisa de um texto.' })
    .max(ARIA_HISTORY_CONTENT_MAX_LENGTH, 'Histórico inválido: uma das mensagens é longa demais.'),
  /** ISO 8601 or epoch milliseconds; informative only. */
  timestamp: z.union([z.string().max(64), z.number()]).optional(),
});
export type AriaHistoryItem = z.infer<typeof ariaHistoryItemSchema>;

export const ariaChatRequestSchema = z.object({
  message: z
    .string({ error: 'Escreva uma mensagem antes de enviar.' })
    .trim()
    .min(1, 'Escreva uma mensagem antes de enviar.')
    .max(ARIA_MESSAGE_MAX_LENGTH, `Sua mensagem pode ter no máximo ${ARIA_MESSAGE_MAX_LENGTH} caracteres.`),
  history: z
    .array(ariaHistoryItemSchema, { error: 'Histórico inválido.' })
    .max(ARIA_HISTORY_MAX_ITEMS, `O histórico pode ter no máximo ${ARIA_HISTORY_MAX_ITEMS} mensagens.`)
    .default([]),
  hasSensitiveContent: z
    .boolean({ error: 'hasSensitiveContent deve ser verdadeiro ou falso.' })
    .default(false),
  /**
   * The signed dialogue state the last reply's `done` event carried, sent back as it came (issue 22). Optional: a
   * state that is missing or fails to verify is read back from the history instead.
   */
  state: z
    .string({ error: 'Estado da conversa inválido.' })
    .max(ARIA_STATE_MAX_LENGTH, 'Estado da conversa inválido.')
    .optional(),
});
export type AriaChatRequest = z.input<typeof ariaChatRequestSchema>;
export type AriaChatInput = z.output<typeof ariaChatRequestSchema>;

export const ariaChatResponseSchema = z.object({
  response: z.string(),
  state: z.string().optional(),
  quickReplies: z.array(z.string()).optional(),
});
export type AriaChatResponse = z.infer<typeof ariaChatResponseSchema>;

export const ariaDeltaEventSchema = z.object({ delta: z.string() });
export const ariaDoneEventSchema = z.object({
  done: z.literal(true),
  response: z.string(),
  /** The dialogue state to send back with the next message. */
  state: z.string().optional(),
  quickReplies: z.array(z.string()).optional(),
});
export const ariaErrorEventSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export const ariaStreamEventSchema = z.union([
  ariaDeltaEventSchema,
  ariaDoneEventSchema,
  ariaErrorEventSchema,
]);
export type AriaStreamEvent = z.infer<typeof ariaStreamEventSchema>;

/** What the client shows when the answer has no text (docs/product.md, Aria chat). */
export const ARIA_NO_RESPONSE_TEXT = 'Desculpe, não consegui processar sua mensagem.';

/**
 * The history to send with a message: the last ARIA_HISTORY_MAX_ITEMS messages, each cut to the accepted length,
 * so a long conversation never turns into a 400.
 */
export function toRequestHistory(
  messages: readonly { role: AriaRole; content: string; timestamp?: Date | string | number }[],
): AriaHistoryItem[] {
  return messages.slice(-ARIA_HISTORY_MAX_ITEMS).map((message) => ({
    role: message.role,
    content: message.content.slice(0, ARIA_HISTORY_CONTENT_MAX_LENGTH),
    timestamp:
      message.timestamp instanceof Date
        ? message.timestamp.toISOString()
        : typeof message.timestamp === 'string'
          ? message.timestamp.slice(0, 64)
          : message.timestamp,
  }));
}
