import type { ReactNode } from 'react';
import './data-table.css';

/**
 * A table of records (a ledger, a history): a caption that names it, one column head per label, the rows the caller
 * renders, and a horizontal scroll of its own on a narrow screen rather than a page that scrolls sideways.
 */
export function DataTable({ caption, columns, children, captionHidden = false }: { caption: string; columns: readonly string[]; children: ReactNode; captionHidden?: boolean }) {
  return (
    <div className="data-table__scroll">
      <table className="data-table">
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
