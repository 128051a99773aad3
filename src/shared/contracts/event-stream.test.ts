import { describe, expect, it } from 'vitest';
import {
  createAriaEventParser,
  encodeAriaEvent,
  parseAriaEventStream,
  readAriaEventStream,
} from './event-stream';
import type { AriaStreamEvent } from './aria';

const EVENTS: AriaStreamEvent[] = [
  { delta: 'Oi, ' },
  { delta: 'tudo bem?\n\nLinha nova.' },
  { done: true, response: 'Oi, tudo bem?\n\nLinha nova.' },
];

describe('Aria event stream', () => {
  it('round-trips events through the wire format', () => {
    const wire = EVENTS.map(encodeAriaEvent).join('');
    expect(wire.startsWith('data: {"delta":"Oi, "}\n\n')).toBe(true);
    expect(parseAriaEventStream(wire)).toEqual(EVENTS);
  });

  it('parses events split anywhere across chunks, with CRLF and comments', () => {
    const wire = `: ping\r\n\r\n${EVENTS.map(encodeAriaEvent).join('')}`;
    const parser = createAriaEventParser();
    const received: AriaStreamEvent[] = [];
    for (let index = 0; index < wire.length; index += 3)
      received.push(...parser.push(wire.slice(index, index + 3)));
    expect(received).toEqual(EVENTS);
  });

  it('rejects a payload outside the contract', () => {
    expect(() => parseAriaEventStream('data: {"foo":1}\n\n')).toThrow();
  });

  it('reads a fetch body', async () => {
    const bytes = new TextEncoder().encode(EVENTS.map(encodeAriaEvent).join(''));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10));
        controller.close();
      },
    });
    const received: AriaStreamEvent[] = [];
    for await (const event of readAriaEventStream(body)) received.push(event);
    expect(received).toEqual(EVENTS);
  });
});
