import { chunkText, type AriaEngine } from '../engine';
import { composeReply } from './compose';

/** The default engine: Aria's scripted replies, composed in one go and streamed in word-aligned pieces. */
export function createScriptedEngine(): AriaEngine {
  return {
    kind: 'scripted',
    async *reply(input) {
      const text = composeReply(input);
      for (const piece of chunkText(text)) {
        if (input.signal?.aborted) return;
        yield piece;
      }
    },
    compose: composeReply,
  };
}
