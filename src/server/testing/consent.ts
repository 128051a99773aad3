import { CHAT_CONSENT_VERSION } from '../../shared/consent';
import type { TestApp, TestUser } from './test-app';

/** Records the chat consent through the API, as the consent dialog does (LGPD art. 11; the chat refuses without it). */
export async function giveChatConsent(testApp: TestApp, user: TestUser): Promise<void> {
  const response = await testApp.request({
    method: 'POST',
    url: '/api/account/consents/chat',
    headers: { cookie: user.cookie },
    payload: { version: CHAT_CONSENT_VERSION },
  });
  if (response.statusCode !== 200)
    throw new Error(`chat consent failed: ${response.statusCode} ${response.body}`);
}
