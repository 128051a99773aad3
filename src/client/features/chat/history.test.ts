import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_KEY, loadHistory, saveHistory } from './history';

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

describe('chat history', () => {
  it('stores role as Usuário/Aria and content only', () => {
    saveHistory(storage, [
      { role: 'user', content: 'Oi', timestamp: at },
      { role: 'assistant', content: 'Olá!', timestamp: at },
    ]);
    expect(JSON.parse(storage.getItem(HISTORY_KEY) ?? '')).toEqual([
      { role: 'Usuário', content: 'Oi' },
      { role: 'Aria', content: 'Olá!' },
    ]);
  });

  it('restores with timestamps reset to now', () => {
    storage.setItem(HISTORY_KEY, JSON.stringify([{ role: 'Usuário', content: 'Oi' }]));
    const now = new Date('2026-02-02T12:00:00Z');
    expect(loadHistory(storage, now)).toEqual([{ role: 'user', content: 'Oi', timestamp: now }]);
  });

  it('only logs a history it cannot parse', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    storage.setItem(HISTORY_KEY, '{not json');
    expect(loadHistory(storage)).toEqual([]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
