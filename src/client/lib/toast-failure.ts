import { toast } from 'sonner';
import { serverMessage } from './api';

/** A failed request as an error toast: the server's pt-BR reason, or a generic one when it gave none. */
export function toastFailure(title: string, error: unknown): void {
  toast.error(title, { description: serverMessage(error) ?? 'Tente novamente em alguns instantes.' });
}
