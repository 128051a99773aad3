import type { ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/api';

/**
 * A change to one of the psychologist's lists (weekly hours, days off): a toast either way, and the list read again
 * once the server took it.
 */
export function useListChange<Input>(
  queryKey: QueryKey,
  mutationFn: (input: Input) => Promise<unknown>,
  texts: { done: string; failed: string; afterDone?: () => void; keepFailure?: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast.success(texts.done);
      texts.afterDone?.();
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) =>
      toast.error(texts.failed, {
        description: serverMessage(error),
        ...(texts.keepFailure ? { duration: Infinity } : {}),
      }),
  });
}

/** A list the psychologist keeps, under its heading, each item with a button that removes it. */
export function RemovableList<T extends { id: string }>({
  headingId,
  heading,
  query,
  loadingLabel,
  empty,
  renderItem,
  removeLabel,
  onRemove,
  removing,
}: {
  headingId: string;
  heading: string;
  query: { isPending: boolean; isError: boolean; data: readonly T[] | undefined };
  loadingLabel: string;
  empty: string;
  renderItem: (item: T) => ReactNode;
  removeLabel: (item: T) => string;
  onRemove: (id: string) => void;
  removing: boolean;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {query.isPending ? (
        <Spinner label={loadingLabel} />
      ) : query.isError || query.data === undefined ? (
        <p role="alert">Não foi possível carregar os dados.</p>
      ) : query.data.length === 0 ? (
        <p className="text-slate-600">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {query.data.map((item) => (
            <li key={item.id}>
              <Card className="flex items-center justify-between gap-3 px-4 py-3">
                <span className="text-slate-900">{renderItem(item)}</span>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={removeLabel(item)}
                  disabled={removing}
                  onClick={() => onRemove(item.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
