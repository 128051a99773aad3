import type { Config } from './config';
import type { Database } from './db/client';
import { createAccountsRepository } from './accounts/repository';
import { createAccountsService } from './accounts/service';
import type { Clock } from './clock';
import { createPaymentsService } from './payments/service';
import { createPlansService } from './plans/service';
import { createAriaEngines } from './aria/engines';
import { createAriaService } from './aria/service';
import { createChatAccessService } from './aria/access';
import { createAriaRepository } from './aria/repository';
import { createCompanyRepository } from './company/repository';
import { createCompanyService } from './company/service';
import { createPsychologistsDomain } from './psychologists/domain';
import { createMailer } from './mail/mailer';
import type { FastifyBaseLogger } from 'fastify';
import { createBookingService } from './booking/service';
import { createAdminDomain } from './admin/domain';
import { createPrivacyRepository } from './privacy/repository';
import { createPrivacyService } from './privacy/service';
import { createRoomRepository } from './consultation-room/repository';
import { createRoomService } from './consultation-room/service';
import { createConfiguredFileStore } from './files/configured-store';
import { createReceiptsRepository } from './receipts/repository';
import { createReceiptsService } from './receipts/service';
import { createClinicalRecordsRepository } from './clinical-records/repository';
import { createClinicalRecordsService } from './clinical-records/service';
import { createGuardianAuthorizationsRepository } from './guardian-authorizations/repository';
import { createGuardianAuthorizationsService } from './guardian-authorizations/service';

/** Builds every domain service once per app; routes reach them through `app.services`. */
export function createServices(deps: {
  config: Config;
  db: Database;
  clock: Clock;
  /** The app's logger, for services that log outside a request (booking's after-commit work). */
  log?: FastifyBaseLogger;
}) {
  const mailer = createMailer(deps.config.mail);
  const files = createConfiguredFileStore(deps.config, deps.db);
  const accounts = createAccountsService(createAccountsRepository(deps.db), deps.clock);
  const payments = createPaymentsService(deps);
  const plans = createPlansService({ ...deps, payments });
  const aria = createAriaService(createAriaEngines(deps.config), { stateSecret: deps.config.authSecret });
  const company = createCompanyService(createCompanyRepository(deps.db));
  const psychologists = createPsychologistsDomain({ ...deps, mailer, files });
  const admin = createAdminDomain({
    ...deps,
    mailer,
    files,
    sendApplicationEmailConfirmation: psychologists.applications.sendEmailConfirmation,
  });
  const booking = createBookingService({ ...deps, payments, accounts, mailer });
  const privacy = createPrivacyService({
    repository: createPrivacyRepository(deps.db),
    accounts,
    payments,
    clock: deps.clock,
    aiProvider: deps.config.ariaLlm ? new URL(deps.config.ariaLlm.baseUrl).host : null,
    files,
    onFileRemovalError: (error, name) =>
      deps.log?.error({ err: error, file: name }, 'deleted account: file not removed from the store'),
  });
  const chatAccess = createChatAccessService({
    repository: createAriaRepository(deps.db),
    accounts,
    privacy,
    clock: deps.clock,
  });
  const room = createRoomService({
    config: deps.config,
    clock: deps.clock,
    repository: createRoomRepository(deps.db),
  });
  const receipts = createReceiptsService(createReceiptsRepository(deps.db));
  const clinicalRecords = createClinicalRecordsService({
    repository: createClinicalRecordsRepository(deps.db),
    key: deps.config.clinicalRecordsKey,
    clock: deps.clock,
  });
  const guardianAuthorizations = createGuardianAuthorizationsService({
    repository: createGuardianAuthorizationsRepository(deps.db),
    files,
  });
  return {
    guardianAuthorizations,
    receipts,
    clinicalRecords,
    mailer,
    files,
    accounts,
    payments,
    plans,
    aria,
    chatAccess,
    company,
    psychologists,
    admin,
    booking,
    privacy,
    room,
  };
}

export type Services = ReturnType<typeof createServices>;
