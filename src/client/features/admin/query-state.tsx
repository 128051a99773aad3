import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

/** What QueryState reads of a TanStack query. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

/** Loading, error (with retry) and empty states shared by every admin section. */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  loadingLabel,
  children,
}: {
  query: QueryLike<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
      >
        <p className="font-semibold text-red-900">Não foi possível carregar os dados.</p>
        {query.error ? <p className="text-sm text-red-800">{query.error.message}</p> : null}
        <Button variant="outline" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (isEmpty(query.data)) {
    return <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-600">{empty}</p>;
  }
  return <>{children(query.data)}</>;
}
