import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { psychologistApplications, psychologists } from '../db/schema';
import type {
  BankDetailsBody,
  PsychologistBankDetails,
} from '../../shared/contracts/psychologist-applications';
import { decryptBankDetails, encryptBankDetails, maskBankDetails } from './bank-details';

export function createBankDetailsRepository(db: Database) {
  return {
    /** The dashboard's value, else the application's, else null. */
    async findEncryptedByPsychologist(psychologistId: string): Promise<string | null> {
      const [row] = await db
        .select({
          own: psychologists.bankDetailsEncrypted,
          applied: psychologistApplications.bankDetailsEncrypted,
        })
        .from(psychologists)
        .leftJoin(psychologistApplications, eq(psychologistApplications.psychologistId, psychologists.id))
        .where(eq(psychologists.id, psychologistId))
        .limit(1);
      return row?.own ?? row?.applied ?? null;
    },

    async saveEncrypted(psychologistId: string, encrypted: string): Promise<void> {
      await db
        .update(psychologists)
        .set({ bankDetailsEncrypted: encrypted })
        .where(eq(psychologists.id, psychologistId));
    },
  };
}

/**
 * Bank details left for later at application (issue 24) are completed in the dashboard, before the first payout.
 * The psychologist sees them masked, like the admin: a stolen session does not reveal the account.
 */
export function createBankDetailsService(
  repository: ReturnType<typeof createBankDetailsRepository>,
  key: Buffer,
) {
  async function view(psychologistId: string): Promise<PsychologistBankDetails> {
    const encrypted = await repository.findEncryptedByPsychologist(psychologistId);
    if (!encrypted) return { pending: true, bankDetails: null };
    try {
      return { pending: false, bankDetails: maskBankDetails(decryptBankDetails(encrypted, key)) };
    } catch {
      return { pending: true, bankDetails: null };
    }
  }
  return {
    get: view,
    async save(psychologistId: string, body: BankDetailsBody): Promise<PsychologistBankDetails> {
      const encrypted = encryptBankDetails(
        {
          bankName: body.bankName,
          agency: body.bankAgency,
          account: body.bankAccount,
          holder: body.bankAccountHolder,
        },
        key,
      );
      await repository.saveEncrypted(psychologistId, encrypted);
      return view(psychologistId);
    },
  };
}
