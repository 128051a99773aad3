import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emptyDialogueState } from './state';
import { decodeDialogueState, encodeDialogueState } from './state-token';

describe('dialogue state token', () => {
  // The signature is computed by hand from one-shot hashes: it must stay byte for byte the HMAC it stands for, or
  // every state signed before a deploy would be rejected after it.
  it.each([
    ['a short secret', 'segredo'],
    ['a secret longer than a hash block', 'x'.repeat(100)],
    ['a secret of exactly one block', 'k'.repeat(64)],
    ['a secret beyond ASCII', 'não-é-ascii-✓'],
  ])('signs with HMAC-SHA256 for %s', (_, secret) => {
    const token = encodeDialogueState(emptyDialogueState(), secret, 'user-1');
    const [body, signature] = token.split('.');
    const expected = createHmac('sha256', secret)
      .update(`aria-dialogue-state-v1\nuser-1\n${body}`)
      .digest('base64url');
    expect(signature).toBe(expected);
    expect(decodeDialogueState(token, secret, 'user-1')).toEqual(emptyDialogueState());
    expect(decodeDialogueState(token, secret, 'user-2')).toBeNull();
  });
});
