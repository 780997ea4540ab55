import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** One column: its header's message id, and what a row shows in it. The row's header column names the row. */
export interface Column<Row> {
  headId: string;
  cell(row: Row): ReactNode;
  rowHeader?: boolean;
}

/**
 * A table's frame: a caption (shown, or for screen readers only), one column head per label, the rows the caller
 * renders (rows that are components of their own, with buttons or dialogs), in a wrapper that scrolls sideways on a
 * narrow screen instead of the page.
 */
export function TableFrame({ caption, captionHidden = false, heads, children, className = 'data-table' }: { caption: ReactNode; captionHidden?: boolean; heads: readonly ReactNode[]; children: ReactNode; className?: string }) {
  return (
    <div className="data-table__wrap">
      <table className={className}>
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {heads.map((head, index) => (
              <th key={index} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A table whose rows are records shown column by column: each column's header message id and cell. */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  className,
}: {
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  className?: string;
}) {
  return (
    <TableFrame caption={caption} captionHidden={captionHidden} heads={columns.map((column) => <FormattedMessage key={column.headId} id={column.headId} />)} className={className}>
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
    </TableFrame>
  );
}
