import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetChatHistory } from '../../lib/chat-history-storage';
import {
  HISTORY_KEY,
  HISTORY_OWNER_KEY,
  keepsNoHistory,
  loadHistory,
  NO_HISTORY_KEY,
  saveHistory,
  setKeepsNoHistory,
} from './history';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

const at = new Date('2026-01-01T10:00:00Z');
const ANA = 'user-ana';
const BIA = 'user-bia';

describe('chat history', () => {
  it('stores role as Usuário/Aria and content only, and the owner beside it', () => {
    saveHistory(storage, ANA, [
      { role: 'user', content: 'Oi', timestamp: at },
      { role: 'assistant', content: 'Olá!', timestamp: at },
    ]);
    expect(JSON.parse(storage.getItem(HISTORY_KEY) ?? '')).toEqual([
      { role: 'Usuário', content: 'Oi' },
      { role: 'Aria', content: 'Olá!' },
    ]);
    expect(storage.getItem(HISTORY_OWNER_KEY)).toBe(ANA);
  });

  it('restores the owner’s history with timestamps reset to now', () => {
    saveHistory(storage, ANA, [{ role: 'user', content: 'Oi', timestamp: at }]);
    const now = new Date('2026-02-02T12:00:00Z');
    expect(loadHistory(storage, ANA, now)).toEqual([{ role: 'user', content: 'Oi', timestamp: now }]);
  });

  it('discards a history stored for another account, leaving nothing on the device', () => {
    saveHistory(storage, ANA, [{ role: 'user', content: 'Segredo da Ana', timestamp: at }]);
    expect(loadHistory(storage, BIA)).toEqual([]);
    expect(storage.getItem(HISTORY_KEY)).toBeNull();
    expect(storage.getItem(HISTORY_OWNER_KEY)).toBeNull();
    // Not even the owner gets it back afterwards.
    expect(loadHistory(storage, ANA)).toEqual([]);
  });

  it('discards a history stored without an owner (the format before the tag) instead of adopting it', () => {
    storage.setItem(HISTORY_KEY, JSON.stringify([{ role: 'Usuário', content: 'Oi' }]));
    expect(loadHistory(storage, ANA)).toEqual([]);
    expect(storage.getItem(HISTORY_KEY)).toBeNull();
  });

  it('only logs a history it cannot parse', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    storage.setItem(HISTORY_OWNER_KEY, ANA);
    storage.setItem(HISTORY_KEY, '{not json');
    expect(loadHistory(storage, ANA)).toEqual([]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('keeps no history while the device setting is on, and removes what was there', () => {
    saveHistory(storage, ANA, [{ role: 'user', content: 'Oi', timestamp: at }]);
    setKeepsNoHistory(storage, true);
    expect(keepsNoHistory(storage)).toBe(true);
    expect(storage.getItem(HISTORY_KEY)).toBeNull();
    expect(storage.getItem(HISTORY_OWNER_KEY)).toBeNull();

    saveHistory(storage, ANA, [{ role: 'user', content: 'De novo', timestamp: at }]);
    expect(storage.getItem(HISTORY_KEY)).toBeNull();
    // The setting itself holds no conversation text.
    expect(storage.getItem(NO_HISTORY_KEY)).toBe('1');

    setKeepsNoHistory(storage, false);
    saveHistory(storage, ANA, [{ role: 'user', content: 'Agora sim', timestamp: at }]);
    expect(loadHistory(storage, ANA, at)).toEqual([{ role: 'user', content: 'Agora sim', timestamp: at }]);
  });

  it('forgetChatHistory removes the history and its owner but keeps the device setting', () => {
    setKeepsNoHistory(storage, true);
    storage.setItem(HISTORY_KEY, '[]');
    storage.setItem(HISTORY_OWNER_KEY, ANA);
    forgetChatHistory(storage);
    expect(storage.getItem(HISTORY_KEY)).toBeNull();
    expect(storage.getItem(HISTORY_OWNER_KEY)).toBeNull();
    expect(keepsNoHistory(storage)).toBe(true);
  });
});
