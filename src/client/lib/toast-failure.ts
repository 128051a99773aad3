import { toast } from 'sonner';
import type { z } from 'zod';
import { serverMessage } from './api';

/** A failed request as an error toast: the server's pt-BR reason, or a generic one when it gave none. */
export function toastFailure(title: string, error: unknown): void {
  toast.error(title, { description: serverMessage(error) ?? 'Tente novamente em alguns instantes.' });
}

/**
 * A form's values as the contract reads them, or null once a toast gave the first reason they were refused: the
 * client checks with the server's own schema, so both sides refuse the same things.
 */
export function parsedOrToast<T>(schema: z.ZodType<T>, values: unknown, title: string): T | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  toast.error(title, { description: parsed.error.issues[0]?.message });
  return null;
}
