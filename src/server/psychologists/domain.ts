import type { DomainDeps } from '../domain-deps';
import { createPsychologistsRepository } from './repository';
import { createPsychologistsService } from './service';
import { createPsychologistAreaRepository } from './area-repository';
import { createApplicationsRepository } from './applications-repository';
import { createPsychologistDashboardService } from './dashboard-service';
import { createAvailabilityService } from './availability-service';
import { createApplicationsService } from './applications-service';
import { createPsychologistAccountsService } from './accounts-service';
import { createDaysOffRepository } from './days-off-repository';
import { createDaysOffService } from './days-off-service';
import { createBankDetailsRepository, createBankDetailsService } from './bank-details-service';

/**
 * Everything the psychologists domain offers, as `app.services.psychologists`: the public list, the psychologist
 * area (dashboard, availability, accounts), partner applications, and `readApplicationFile` for the admin routes.
 */
export function createPsychologistsDomain(deps: DomainDeps) {
  const area = createPsychologistAreaRepository(deps.db);
  const applicationsRepository = createApplicationsRepository(deps.db);
  const applications = createApplicationsService({
    repository: applicationsRepository,
    files: deps.files,
    bankDetailsKey: deps.config.bankDetailsKey,
    mailer: deps.mailer,
    clock: deps.clock,
    config: deps.config,
    onMailError: (error) =>
      deps.log?.error({ err: error }, 'partner application: confirmation e-mail not sent'),
    onFileRemovalError: (error, name) =>
      deps.log?.error(
        { err: error, file: name },
        'failed partner application: file not removed from the store',
      ),
  });
  return {
    ...createPsychologistsService(createPsychologistsRepository(deps.db)),
    dashboard: createPsychologistDashboardService(area, deps.clock, deps.config.publicUrl),
    availability: createAvailabilityService(area),
    bankDetails: createBankDetailsService(createBankDetailsRepository(deps.db), deps.config.bankDetailsKey),
    daysOff: createDaysOffService(createDaysOffRepository(deps.db), deps.clock),
    accounts: createPsychologistAccountsService({
      area,
      applications: applicationsRepository,
      clock: deps.clock,
    }),
    applications,
    readApplicationFile: applications.readApplicationFile,
  };
}

export type PsychologistsDomain = ReturnType<typeof createPsychologistsDomain>;
