import { describe, expect, it } from 'vitest';
import { ARIA_HISTORY_CONTENT_MAX_LENGTH, ARIA_HISTORY_MAX_ITEMS, toRequestHistory } from './aria';

describe('toRequestHistory', () => {
  it('sends only the last 10 messages, oldest first, with ISO timestamps (docs/product.md, Aria chat)', () => {
    const at = new Date('2026-11-23T12:00:00Z');
    const messages = Array.from({ length: 13 }, (_, index) => ({
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `mensagem ${index + 1}`,
      timestamp: at,
    }));
    const history = toRequestHistory(messages);
    expect(ARIA_HISTORY_MAX_ITEMS).toBe(10);
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ role: 'assistant', content: 'mensagem 4', timestamp: at.toISOString() });
    expect(history.at(-1)?.content).toBe('mensagem 13');
  });

  it('bounds the size of each message it sends', () => {
    const [item] = toRequestHistory([{ role: 'user', content: 'a'.repeat(10_000) }]);
    expect(item?.content).toHaveLength(ARIA_HISTORY_CONTENT_MAX_LENGTH);
  });
});
