import { eq } from 'drizzle-orm';
import { psychologists } from '../db/schema';
import type { Executor } from '../payments/repository';

/**
 * Takes the psychologist's row lock for the rest of the transaction. A change to their calendar (a new window, a new
 * day off) takes it FOR UPDATE and a checkout takes it FOR SHARE before it holds a slot, so each check-then-insert
 * waits for the other's commit instead of racing it.
 */
export async function lockPsychologistRow(
  tx: Executor,
  psychologistId: string,
  mode: 'share' | 'update',
): Promise<void> {
  await tx
    .select({ id: psychologists.id })
    .from(psychologists)
    .where(eq(psychologists.id, psychologistId))
    .for(mode);
}
