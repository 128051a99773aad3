import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newVideoLink } from '../booking/fulfilment-handler';
import { createReassembler, splitIntoChunks } from './signal-relay';

describe('NOTIFY chunks (8000-byte payload cap)', () => {
  it('splits a long message into chunks that each fit and puts it back together in any order', () => {
    const message = JSON.stringify({ sdp: 'ç'.repeat(9_000) + 'a=x\r\n'.repeat(2_000) });
    const chunks = splitIntoChunks(message);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(Buffer.byteLength(chunk)).toBeLessThan(8_000);
    const reassemble = createReassembler();
    const shuffled = [...chunks].reverse();
    const results = shuffled.map(reassemble);
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
    expect(results.at(-1)).toBe(message);
  });

  it('passes a short message through in one chunk, and ignores what is not a chunk', () => {
    const reassemble = createReassembler();
    expect(reassemble(splitIntoChunks('{"kind":"hello"}')[0]!)).toBe('{"kind":"hello"}');
    expect(reassemble('qualquer coisa')).toBeNull();
    expect(reassemble(`${randomUUID()}:0:999:x`)).toBeNull();
  });

  it('drops a message whose chunks stopped arriving', () => {
    let now = 0;
    const reassemble = createReassembler(() => now);
    const [first, second] = splitIntoChunks('x'.repeat(3_000));
    expect(reassemble(first!)).toBeNull();
    now = 11_000;
    // Another message's chunk sweeps the stale one away; the late second half completes nothing.
    expect(reassemble(splitIntoChunks('y'.repeat(3_000))[0]!)).toBeNull();
    expect(reassemble(second!)).toBeNull();
  });
});

describe('the video link of a paid consultation', () => {
  it('is the built-in room by default and a self-hosted Jitsi room with VIDEO_BASE_URL', () => {
    const id = randomUUID();
    expect(newVideoLink(id, undefined)).toBe(`/consultas/sala/${id}`);
    expect(newVideoLink(id, 'https://meet.exemplo.com.br')).toMatch(
      /^https:\/\/meet\.exemplo\.com\.br\/aria-[A-Za-z0-9_-]{24}$/,
    );
  });
});
