import type { DomainDeps } from '../domain-deps';
import { createAdminApplicationsRepository } from './applications-repository';
import { createApplicationReviewService } from './applications-service';
import { createAdminRepository } from './repository';
import { createAdminService } from './service';

/** Everything /admin-consultas offers, as `app.services.admin`: the report and the review of applications. */
export function createAdminDomain(
  deps: DomainDeps & {
    /** The psychologists domain's confirmation e-mail of an application (it owns the link and its route). */
    sendApplicationEmailConfirmation: (applicationId: string) => Promise<boolean>;
  },
) {
  const admin = createAdminRepository(deps.db);
  return {
    ...createAdminService({ repository: admin }),
    ...createApplicationReviewService({
      admin,
      applications: createAdminApplicationsRepository(deps.db),
      files: deps.files,
      onFileRemovalError: (error, name) =>
        deps.log?.error({ err: error, file: name }, 'refused application: file not removed from the store'),
      config: deps.config,
      mailer: deps.mailer,
      clock: deps.clock,
      sendApplicationEmailConfirmation: deps.sendApplicationEmailConfirmation,
    }),
  };
}

export type AdminDomain = ReturnType<typeof createAdminDomain>;
