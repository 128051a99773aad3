import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { psychologistApplications } from '../db/schema';
import { firstOrNull } from '../db/first-or-null';

/** The stored names and types of a partner application's document and picture. */
export interface ApplicationFileRow {
  documentFile: string | null;
  documentMimeType: string;
  pictureFile: string | null;
  pictureMimeType: string | null;
}

/** Read by the applicant's domain and by the admin review alike, so the row is selected in one place. */
export async function findApplicationFilesById(
  db: Database,
  applicationId: string,
): Promise<ApplicationFileRow | null> {
  return firstOrNull(
    db
      .select({
        documentFile: psychologistApplications.documentFile,
        documentMimeType: psychologistApplications.documentMimeType,
        pictureFile: psychologistApplications.pictureFile,
        pictureMimeType: psychologistApplications.pictureMimeType,
      })
      .from(psychologistApplications)
      .where(eq(psychologistApplications.id, applicationId))
      .limit(1),
  );
}
