import { hash, timingSafeEqual } from 'node:crypto';
import { dialogueStateSchema, type DialogueState } from './state';

/**
 * The dialogue state as the browser carries it: base64url JSON and an HMAC over it and the person's id, so a state
 * can be neither forged nor moved to another account. It holds no chat text (issue 22: the server stores none, and
 * the token is in the browser's storage beside the history it summarises). A token that fails to verify is ignored
 * and the state is read back from the history instead.
 */
const PURPOSE = 'aria-dialogue-state-v1';

/** SHA-256's block: HMAC pads its key to this length (RFC 2104). */
const BLOCK = 64;

/** The secret padded and masked for HMAC's inner and outer hash, made once per secret. */
const keys = new Map<string, { inner: Uint8Array; outer: Uint8Array }>();

function keyOf(secret: string): { inner: Uint8Array; outer: Uint8Array } {
  let key = keys.get(secret);
  if (key === undefined) {
    let bytes = Buffer.from(secret, 'utf8');
    if (bytes.length > BLOCK) bytes = hash('sha256', bytes, 'buffer');
    const padded = Buffer.alloc(BLOCK);
    bytes.copy(padded);
    key = { inner: padded.map((byte) => byte ^ 0x36), outer: padded.map((byte) => byte ^ 0x5c) };
    keys.set(secret, key);
  }
  return key;
}

/**
 * HMAC-SHA256, the same bytes createHmac gives, as two one-shot hashes over the masked key and the message: a Hmac
 * object per signature (an OpenSSL context fetched, keyed and freed each time) cost about a tenth of a scripted reply's CPU under load.
 */
function mac(secret: string, ownerId: string, body: string): Buffer {
  const { inner, outer } = keyOf(secret);
  const message = Buffer.from(`${PURPOSE}\n${ownerId}\n${body}`, 'utf8');
  const innerHash = hash('sha256', Buffer.concat([inner, message], BLOCK + message.length), 'buffer');
  return hash('sha256', Buffer.concat([outer, innerHash], BLOCK + innerHash.length), 'buffer');
}

export function encodeDialogueState(state: DialogueState, secret: string, ownerId: string): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${body}.${mac(secret, ownerId, body).toString('base64url')}`;
}

export function decodeDialogueState(token: string, secret: string, ownerId: string): DialogueState | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = mac(secret, ownerId, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = dialogueStateSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
