import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** One column: its header's message id, and what a row shows in it. The row's header column names the row. */
export interface Column<Row> {
  headId: string;
  cell(row: Row): ReactNode;
  rowHeader?: boolean;
}

/** How a table looks and is reached, beyond its rows. */
export interface TableLook {
  captionHidden?: boolean;
  /** The table's class and its scrolling wrapper's. */
  className?: string;
  wrapClassName?: string;
  /**
   * The caption's id: the wrapper becomes a region named by the caption that the keyboard can reach, so that a
   * table wider than the screen can be scrolled without a pointer.
   */
  regionId?: string;
}

/**
 * A table's frame: a caption (shown, or for screen readers only), one column head per label, the rows the caller
 * renders (rows that are components of their own, with buttons or dialogs), in a wrapper that scrolls sideways on a
 * narrow screen instead of the page.
 */
export function TableFrame({
  caption,
  captionHidden = false,
  heads,
  children,
  className = 'data-table',
  wrapClassName = 'data-table__wrap',
  regionId,
}: { caption: ReactNode; heads: readonly ReactNode[]; children: ReactNode } & TableLook) {
  const region = regionId === undefined ? {} : { tabIndex: 0, role: 'region', 'aria-labelledby': regionId };
  return (
    <div className={wrapClassName} {...region}>
      <table className={className}>
        <caption id={regionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
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

export type DataTableProps<Row> = {
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
} & TableLook;

/** A table whose rows are records shown column by column: each column's header message id and cell. */
export function DataTable<Row>({ caption, columns, rows, rowKey, ...look }: DataTableProps<Row>) {
  return (
    <TableFrame caption={caption} heads={columns.map((column) => <FormattedMessage key={column.headId} id={column.headId} />)} {...look}>
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
