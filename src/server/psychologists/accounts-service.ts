import { createHash } from 'node:crypto';
import type { Clock } from '../clock';
import { BadRequestError, ConflictError } from '../errors';
import type { PsychologistRegistrationBody } from '../../shared/contracts/psychologist-area';
import type { InvitationAcceptBody } from '../../shared/contracts/psychologist-applications';
import type { AccountGateway } from './account-gateway';
import type { ApplicationsRepository } from './applications-repository';
import type { PsychologistAreaRepository } from './area-repository';

const LOGIN_PATH = '/psychologist-login';

/** The invitation token travels only in the e-mailed link; the database holds its SHA-256 (admin domain writes it). */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Accounts of psychologists: self-registration (/psychologist-login) and the invitation an approved applicant
 * accepts. better-auth writes its own rows outside our transactions, so each flow undoes its account when the
 * psychologist side cannot be written: never an account without its psychologists row, or the reverse.
 */
export function createPsychologistAccountsService(deps: {
  area: PsychologistAreaRepository;
  applications: ApplicationsRepository;
  clock: Clock;
}) {
  const { area, applications, clock } = deps;
  return {
    async register(
      accounts: AccountGateway,
      body: Required<PsychologistRegistrationBody>,
    ): Promise<{ psychologistId: string }> {
      const { userId } = await accounts.createAccount({
        name: body.name,
        email: body.email,
        password: body.password,
        callbackURL: LOGIN_PATH,
      });
      let psychologistId: string;
      try {
        psychologistId = await area.insertRegisteredPsychologist({
          userId,
          name: body.name,
          email: body.email,
          crp: body.crp,
          specialization: body.specialization,
          biography: body.biography,
        });
      } catch (error) {
        await area.deleteUserById(userId);
        throw error;
      }
      // The confirmation e-mail went with the sign-up (auth.ts, sendOnSignUp); better-auth logs a mail outage
      // instead of failing the registration, and the person can ask again from /conta.
      return { psychologistId };
    },

    async acceptInvitation(
      accounts: AccountGateway,
      body: InvitationAcceptBody,
    ): Promise<{ psychologistId: string; setCookies: string[] }> {
      const invitation = await applications.findInvitationByTokenHash(hashInvitationToken(body.token));
      const now = clock.now();
      if (!invitation || invitation.status !== 'aprovado') {
        throw new BadRequestError(
          'Convite inválido. Confira o link recebido por e-mail.',
          'invalid_invitation',
        );
      }
      if (invitation.invitationUsedAt || invitation.userId) {
        throw new BadRequestError(
          'Este convite já foi usado. Entre com seu e-mail e senha.',
          'invitation_used',
        );
      }
      if (!invitation.invitationExpiresAt || invitation.invitationExpiresAt <= now) {
        throw new BadRequestError(
          'Este convite expirou. Peça um novo convite à equipe Aria.',
          'invitation_expired',
        );
      }
      if (!(await applications.claimInvitation(invitation.applicationId, now))) {
        throw new BadRequestError(
          'Este convite já foi usado. Entre com seu e-mail e senha.',
          'invitation_used',
        );
      }
      let account;
      try {
        account = await accounts.createAccount({
          name: invitation.name,
          email: invitation.email,
          password: body.password,
          callbackURL: LOGIN_PATH,
        });
      } catch (error) {
        await applications.releaseInvitation(invitation.applicationId);
        throw error;
      }
      if (!(await applications.linkAccount(invitation.psychologistId, account.userId))) {
        await area.deleteUserById(account.userId);
        throw new ConflictError(
          'Este cadastro já tem uma conta. Entre com seu e-mail e senha.',
          'already_linked',
        );
      }
      // The link arrived at this address, which proves the person reads it.
      await area.markEmailVerified(account.userId);
      return { psychologistId: invitation.psychologistId, setCookies: account.setCookies };
    },
  };
}

export type PsychologistAccountsService = ReturnType<typeof createPsychologistAccountsService>;
