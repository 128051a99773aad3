import { apiRequest } from '../../lib/api';

export const TWO_FACTOR_QUERY_KEY = ['account', 'two-factor'] as const;

/** better-auth's own session answer carries the flag its twoFactor plugin adds to the user. */
export async function getTwoFactorEnabled(): Promise<boolean> {
  const session = await apiRequest<{ user?: { twoFactorEnabled?: boolean | null } } | null>(
    '/api/auth/get-session',
  );
  return session?.user?.twoFactorEnabled === true;
}

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** Starts the setup: 2FA is on only once a code from the app is confirmed. */
export const startTwoFactor = (password: string) =>
  apiRequest<TwoFactorSetup>('/api/auth/two-factor/enable', { body: { password } });
export const confirmTwoFactor = (code: string) =>
  apiRequest('/api/auth/two-factor/verify-totp', { body: { code: code.replace(/\s+/g, '') } });
export const disableTwoFactor = (password: string) =>
  apiRequest('/api/auth/two-factor/disable', { body: { password } });

/** The base32 secret of an otpauth:// URI, in groups of four for typing into an app by hand. */
export function manualEntryKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}
