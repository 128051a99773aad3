import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { dialogueStateSchema, type DialogueState } from './state';

/**
 * The dialogue state as the browser carries it: base64url JSON and an HMAC over it and the person's id, so a state
 * can be neither forged nor moved to another account. It holds no chat text (issue 22: the server stores none, and
 * the token is in the browser's storage beside the history it summarises). A token that fails to verify is ignored
 * and the state is read back from the history instead.
 */
const PURPOSE = 'aria-dialogue-state-v1';

/**
 * The secret as a key object, made once per secret: given as a string, every signature converted and copied the
 * key again.
 */
const keys = new Map<string, KeyObject>();

function mac(secret: string, ownerId: string, body: string): Buffer {
  let key = keys.get(secret);
  if (key === undefined) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return createHmac('sha256', key).update(`${PURPOSE}\n${ownerId}\n${body}`).digest();
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
