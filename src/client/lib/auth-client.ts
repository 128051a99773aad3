import { apiRequest, ApiRequestError } from './api';

/**
 * Thin calls to better-auth's endpoints. Its own client library would add weight to every page for four
 * requests we can make with fetch.
 */
export async function signUpWithEmail(input: {
  name: string;
  email: string;
  password: string;
}): Promise<void> {
  await apiRequest('/api/auth/sign-up/email', {
    body: { name: input.name.trim(), email: input.email.trim().toLowerCase(), password: input.password },
  });
}

/** `twoFactor`: the password was right, but the account has 2FA and no session exists until a code is verified. */
export async function signInWithEmail(input: {
  email: string;
  password: string;
}): Promise<{ twoFactor: boolean }> {
  const result = await apiRequest<{ twoFactorRedirect?: boolean } | null>('/api/auth/sign-in/email', {
    body: { email: input.email.trim().toLowerCase(), password: input.password },
  });
  return { twoFactor: result?.twoFactorRedirect === true };
}

export type TwoFactorCodeKind = 'totp' | 'backup-code';

/** Second step of a 2FA sign-in: better-auth's short-lived challenge cookie names the person. */
export async function verifyTwoFactorCode(kind: TwoFactorCodeKind, code: string): Promise<void> {
  await apiRequest(`/api/auth/two-factor/verify-${kind}`, { body: { code: code.replace(/\s+/g, '') } });
}

/**
 * Removes the chat history of a session that ended (features/chat/history.ts keeps it). Loaded when needed rather
 * than imported: the header signs out from every page, the landing page among them, which carries no chat code.
 */
export async function forgetEndedSessionChatHistory(): Promise<void> {
  try {
    (await import('./chat-history-storage')).forgetChatHistory();
  } catch (error) {
    // The history is still refused to any other account by its owner tag (features/chat/history.ts).
    console.error('Could not load the chat history storage', error);
  }
}

/**
 * docs/product.md, Sign-up and login: sign-out answers 401, 403 and 404 are ignored — the person is signed out
 * either way.
 */
export async function signOut(): Promise<void> {
  // The chat history goes first, whatever the server answers: the person leaves the device to whoever is next.
  await forgetEndedSessionChatHistory();
  try {
    await apiRequest('/api/auth/sign-out', { body: {} });
  } catch (error) {
    if (error instanceof ApiRequestError && [401, 403, 404].includes(error.status)) return;
    throw error;
  }
}

export type SocialProvider = 'google' | 'facebook';

/** Starts the provider's OAuth flow; the browser leaves the app, so this resolves only on failure. */
export async function signInWithSocial(provider: SocialProvider, callbackPath = '/aria-chat'): Promise<void> {
  const result = await apiRequest<{ url?: string }>('/api/auth/sign-in/social', {
    body: { provider, callbackURL: callbackPath, errorCallbackURL: '/login' },
  });
  if (!result.url)
    throw new ApiRequestError('Este login social não está disponível no momento.', 400, 'no_url');
  window.location.assign(result.url);
}

/** better-auth sends it only to the session's own, unconfirmed e-mail; our bridge refuses visitors. */
export const resendVerificationEmail = (email: string) =>
  apiRequest('/api/auth/send-verification-email', { body: { email } });
