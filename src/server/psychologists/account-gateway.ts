import type { Auth } from '../auth/auth';
import { translateAuthError } from '../auth/messages';
import { BadRequestError, ConflictError } from '../errors';

export interface CreatedAccount {
  userId: string;
  /** The new session's cookies, to forward when the person should be signed in at once. */
  setCookies: string[];
}

/**
 * Creates accounts through better-auth's server API, so passwords are hashed, profiles created and sessions
 * issued exactly as for any sign-up. Its errors become our typed pt-BR errors.
 */
export function createAccountGateway(auth: Auth) {
  return {
    async createAccount(input: {
      name: string;
      email: string;
      password: string;
      callbackURL: string;
    }): Promise<CreatedAccount> {
      const response = await auth.api.signUpEmail({ body: input, asResponse: true });
      const text = await response.text();
      if (!response.ok) {
        let code: string | undefined;
        try {
          code = (JSON.parse(text) as { code?: string }).code;
        } catch {
          code = undefined;
        }
        const message = translateAuthError(response.status, code);
        if (code?.startsWith('USER_ALREADY_EXISTS')) throw new ConflictError(message, 'email_taken');
        throw new BadRequestError(message, 'sign_up_failed');
      }
      const body = JSON.parse(text) as { user: { id: string } };
      return { userId: body.user.id, setCookies: response.headers.getSetCookie() };
    },
  };
}

export type AccountGateway = ReturnType<typeof createAccountGateway>;
