import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { EngineFailure, type AriaEngine, type AriaEngineInput } from './engine';
import { ariaSystemPrompt } from './llm-prompt';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** About 150 words of Portuguese with room to spare; the safety layer also caps the text. */
const MAX_TOKENS = 700;

function toMessages(input: AriaEngineInput): ChatCompletionMessageParam[] {
  return [
    {
      role: 'system',
      content: ariaSystemPrompt(input.discountPercent, input.violenceNamed === true, input.dialogue),
    },
    ...input.history.map((item) => ({ role: item.role, content: item.content })),
    { role: 'user', content: input.message },
  ];
}

/**
 * Aria through any OpenAI-compatible endpoint (OpenAI, Azure, Ollama, vLLM, llama.cpp), streamed. Failures throw
 * EngineFailure and the service answers with the scripted engine instead.
 */
export function createLlmEngine(settings: LlmSettings): AriaEngine {
  // Retries would multiply the wait of a person who is already waiting; the fallback answers instead.
  const client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, maxRetries: 0 });

  return {
    kind: 'llm',
    async *reply(input) {
      const timeout = new AbortController();
      // The timeout counts silence, not length: a slow but steady stream is fine, a provider that stops is not.
      let timer = setTimeout(() => timeout.abort(), settings.timeoutMs);
      const restartTimer = () => {
        clearTimeout(timer);
        timer = setTimeout(() => timeout.abort(), settings.timeoutMs);
      };
      const signal = input.signal ? AbortSignal.any([input.signal, timeout.signal]) : timeout.signal;
      let produced = false;
      try {
        const stream = await client.chat.completions.create(
          { model: settings.model, messages: toMessages(input), stream: true, max_tokens: MAX_TOKENS },
          { signal, timeout: settings.timeoutMs },
        );
        for await (const chunk of stream) {
          restartTimer();
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) {
            produced = true;
            yield delta;
          }
        }
      } catch (error) {
        if (input.signal?.aborted) return;
        if (timeout.signal.aborted) throw new EngineFailure('timeout');
        const status = error instanceof OpenAI.APIError ? error.status : undefined;
        throw new EngineFailure('provider', status);
      } finally {
        clearTimeout(timer);
        // Ends the HTTP stream when the consumer stopped early (an unsafe output, a closed page).
        timeout.abort();
      }
      if (!produced && !input.signal?.aborted) throw new EngineFailure('empty');
    },
  };
}
