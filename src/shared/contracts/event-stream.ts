import { ariaStreamEventSchema, type AriaStreamEvent } from './aria';

/** One server-sent event in the format of contracts/aria.ts. */
export function encodeAriaEvent(event: AriaStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * An incremental parser for the Aria event stream: feed it text as it arrives (chunks may split an event
 * anywhere) and it returns the events completed so far. Lines that are not `data:` (comments, ids) are ignored,
 * as the SSE standard says; a data payload that is not a valid event throws, because it means the two sides
 * disagree about the contract.
 */
export function createAriaEventParser() {
  let buffer = '';
  return {
    push(text: string): AriaStreamEvent[] {
      buffer += text.replace(/\r\n?/g, '\n');
      const events: AriaStreamEvent[] = [];
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n');
        if (data !== '') events.push(ariaStreamEventSchema.parse(JSON.parse(data)));
        boundary = buffer.indexOf('\n\n');
      }
      return events;
    },
  };
}

/** Every event of a complete stream body. */
export function parseAriaEventStream(text: string): AriaStreamEvent[] {
  return createAriaEventParser().push(text.endsWith('\n\n') ? text : `${text}\n\n`);
}

/**
 * Reads a fetch response body event by event. Written against ReadableStream's reader rather than async
 * iteration, which Safari and Chrome do not offer on response bodies.
 */
export async function* readAriaEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<AriaStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createAriaEventParser();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    finished = true;
    yield* parser.push(`${decoder.decode()}\n\n`);
  } finally {
    // A reader that stops early (the page was left) closes the connection instead of leaving it open.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
