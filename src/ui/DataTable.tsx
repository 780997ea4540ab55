import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** One column: its header's message id, and what a row shows in it. The row's header column names the row. */
export interface Column<Row> {
  headId: string;
  cell(row: Row): ReactNode;
  rowHeader?: boolean;
}

/**
 * A table of rows with column headers from the catalogue and a caption (shown, or for screen readers only), in a
 * wrapper that scrolls sideways on a narrow screen instead of the page. Rows are keyed by `rowKey`.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  className = 'data-table',
}: {
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  className?: string;
}) {
  return (
    <div className="data-table__wrap">
      <table className={className}>
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.headId} scope="col">
                <FormattedMessage id={column.headId} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.headId} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.headId}>{column.cell(row)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
