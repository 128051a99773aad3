import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

/** Loading, error (with retry) and empty states shared by every admin section. */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  loadingLabel,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    data: T | undefined;
    refetch: () => unknown;
  };
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

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm text-slate-600">
      <span>
        Página {page} de {pages} · {total} {total === 1 ? 'registro' : 'registros'}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Próxima
        </Button>
      </div>
    </nav>
  );
}

export const tableClasses = {
  wrapper: 'overflow-x-auto rounded-2xl border border-slate-200 bg-white',
  table: 'w-full min-w-[720px] text-left text-sm',
  head: 'bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600',
  th: 'px-4 py-3',
  td: 'border-t border-slate-100 px-4 py-3 align-top text-slate-800',
};
