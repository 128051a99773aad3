import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './auth-client';
import { HISTORY_KEY, HISTORY_OWNER_KEY, NO_HISTORY_KEY } from './chat-history-storage';

function deviceWithHistory(): Storage {
  const items = new Map<string, string>([
    [HISTORY_KEY, JSON.stringify([{ role: 'Usuário', content: 'Oi' }])],
    [HISTORY_OWNER_KEY, 'u1'],
    [NO_HISTORY_KEY, '1'],
  ]);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function answerSignOut(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(status === 200 ? '{}' : '{"code":"x"}', { status }))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('signOut', () => {
  it.each([200, 401, 500])(
    'forgets the chat history, keeping the device setting (server answers %i)',
    async (status) => {
      const storage = deviceWithHistory();
      vi.stubGlobal('window', { localStorage: storage });
      answerSignOut(status);
      await signOut().catch(() => undefined);
      expect(storage.getItem(HISTORY_KEY)).toBeNull();
      expect(storage.getItem(HISTORY_OWNER_KEY)).toBeNull();
      expect(storage.getItem(NO_HISTORY_KEY)).toBe('1');
    },
  );

  it('still signs out where storage is blocked', async () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    answerSignOut(200);
    await expect(signOut()).resolves.toBeUndefined();
  });
});
