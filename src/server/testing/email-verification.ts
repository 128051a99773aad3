import type { LightMyRequestResponse } from 'fastify';
import { readOutbox } from './outbox';
import type { TestApp } from './test-app';

/** An account's link (better-auth) or a partner application's: both land on /email-confirmado. */
const LINK =
  /https?:\/\/[^\s/]+(\/api\/(?:auth\/verify-email|psychologist-applications\/confirm-email)\?\S+)/;

/** The confirmation link of the newest confirmation e-mail sent to this address, as a path for `inject`. */
export async function latestVerificationPath(testApp: TestApp, email: string): Promise<string> {
  const messages = (await readOutbox(testApp.config.mail.outboxDir)).filter(
    (message) => message.to.includes(email) && message.subject === 'Confirme seu e-mail na Aria',
  );
  const match = LINK.exec(messages.at(-1)?.text ?? '');
  if (!match) throw new Error(`no confirmation e-mail for ${email} in the outbox`);
  return match[1]!;
}

/**
 * Confirms an address the way its owner does: the link of the e-mail sent at sign-up (or with a partner
 * application), followed once. Tests that need a confirmed psychologist go through this, never through an UPDATE
 * of email_verified or email_verified_at (issue 14).
 */
export async function confirmEmailFromOutbox(
  testApp: TestApp,
  email: string,
): Promise<LightMyRequestResponse> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: await latestVerificationPath(testApp, email),
  });
  if (response.statusCode !== 302 || response.headers.location !== '/email-confirmado') {
    throw new Error(`confirmation failed: ${response.statusCode} ${String(response.headers.location)}`);
  }
  return response;
}
