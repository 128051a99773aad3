import type { LightMyRequestResponse } from 'fastify';
import { readOutbox } from './outbox';
import type { TestApp } from './test-app';
import { emailConfirmationApiPath, EMAIL_CONFIRM_PAGE_PATH } from '../../shared/contracts/auth';

/** The link of a confirmation e-mail: our /confirmar-email page, for an account or a partner application. */
const LINK = /https?:\/\/[^\s/]+(\/confirmar-email\?\S+)/;

/** The page link of the newest confirmation e-mail sent to this address, as a path. */
export async function latestConfirmationPagePath(
  testApp: Pick<TestApp, 'config'>,
  email: string,
): Promise<string> {
  const messages = (await readOutbox(testApp.config.mail.outboxDir)).filter(
    (message) => message.to.includes(email) && message.subject === 'Confirme seu e-mail na Aria',
  );
  const match = LINK.exec(messages.at(-1)?.text ?? '');
  if (!match) throw new Error(`no confirmation e-mail for ${email} in the outbox`);
  return match[1]!;
}

/**
 * What the page's button opens for the newest confirmation e-mail to this address: the API path that confirms, as
 * a path for `inject`.
 */
export async function latestVerificationPath(
  testApp: Pick<TestApp, 'config'>,
  email: string,
): Promise<string> {
  const page = new URL(await latestConfirmationPagePath(testApp, email), 'http://localhost');
  if (page.pathname !== EMAIL_CONFIRM_PAGE_PATH) throw new Error(`unexpected link ${page.pathname}`);
  const token = page.searchParams.get('token') ?? '';
  return emailConfirmationApiPath(token, page.searchParams.get('tipo') === 'cadastro' ? 'cadastro' : 'conta');
}

/**
 * Confirms an address the way its owner does: the link of the e-mail sent at sign-up (or with a partner
 * application), followed once. Tests that need a confirmed psychologist go through this, never through an UPDATE
 * of email_verified or email_verified_at (issue 14).
 */
export async function confirmEmailFromOutbox(
  testApp: Pick<TestApp, 'app' | 'config'>,
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
