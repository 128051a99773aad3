import type { SessionUser } from '../auth/guards';
import type { AuditWrite } from './repository';

/** Every action an admin can take, as stored in admin_audit_log.action. */
export type AdminAction =
  | 'psychologist.activate'
  | 'psychologist.deactivate'
  | 'application.approve'
  | 'application.refuse'
  | 'application.resend_confirmation'
  | 'application.file_read'
  | 'report.export'
  | 'admin.grant';

/** The e-mail recorded when the command line, not a signed-in admin, acted. */
export const CLI_ACTOR_EMAIL = 'cli';

export function auditEntry(
  actor: SessionUser | null,
  action: AdminAction,
  targetId: string | null,
  details: AuditWrite['details'] = {},
): AuditWrite {
  return {
    actorUserId: actor?.id ?? null,
    actorEmail: actor?.email ?? CLI_ACTOR_EMAIL,
    action,
    targetId,
    details,
  };
}
