import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { QueryState, type QueryLike } from './query-state';

/**
 * A paged list of the admin report: loading, error and empty states, the table under its column titles, and the
 * page buttons under it. The rows are the caller's, so each tab keeps its own cells.
 */
export function PagedTable<T extends { page: number; pageSize: number; total: number }>({
  query,
  loadingLabel,
  empty,
  columns,
  pagesLabel,
  onPage,
  busy,
  children,
}: {
  query: QueryLike<T>;
  loadingLabel: string;
  empty: string;
  columns: readonly string[];
  /** The accessible name of the page buttons' navigation. */
  pagesLabel: string;
  onPage: (page: number) => void;
  /** True while a new page or filter loads over the rows still shown. */
  busy?: boolean;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryState query={query} loadingLabel={loadingLabel} empty={empty} isEmpty={(data) => data.total === 0}>
      {(data) => (
        <>
          <DataTable columns={columns} busy={busy}>
            {children(data)}
          </DataTable>
          <Pagination
            label={pagesLabel}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={onPage}
          />
        </>
      )}
    </QueryState>
  );
}

/** A table under a row of column titles; a wide one keeps its minimum width and scrolls on a narrow screen. */
export function DataTable({
  columns,
  caption,
  wide = true,
  busy,
  footer,
  children,
}: {
  columns: readonly string[];
  caption?: string;
  wide?: boolean;
  busy?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={tableClasses.wrapper} aria-busy={busy}>
      <table className={cn('w-full text-left text-sm', wide && 'min-w-[720px]')}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={tableClasses.head}>
          <tr>
            {columns.map((title) => (
              <th key={title} scope="col" className={tableClasses.th}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}

/** A data cell; `header` makes it the row's header (scope="row"). */
export function Cell({
  className,
  header,
  colSpan,
  children,
}: {
  className?: string;
  header?: boolean;
  colSpan?: number;
  children: ReactNode;
}) {
  const classes = cn(tableClasses.td, className);
  return header ? (
    <th scope="row" colSpan={colSpan} className={classes}>
      {children}
    </th>
  ) : (
    <td colSpan={colSpan} className={classes}>
      {children}
    </td>
  );
}

function Pagination({
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

const tableClasses = {
  wrapper: 'overflow-x-auto rounded-2xl border border-slate-200 bg-white',
  head: 'bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600',
  th: 'px-4 py-3',
  td: 'border-t border-slate-100 px-4 py-3 align-top text-slate-800',
};
