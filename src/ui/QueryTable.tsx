import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable';
import { QueryListState, type ListQuery } from './QueryListState';

/** A list loaded by one query, shown as a table once it is there (its loading, failure and empty states first). */
export function QueryTable<Row>({
  query,
  errorText,
  empty,
  ...table
}: {
  query: ListQuery<Row>;
  errorText(failure: unknown): string;
  empty: ReactNode;
} & Omit<DataTableProps<Row>, 'rows'>) {
  return (
    <QueryListState query={query} errorText={errorText} empty={empty}>
      {(rows) => <DataTable rows={rows} {...table} />}
    </QueryListState>
  );
}
