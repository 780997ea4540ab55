import { useIntl } from 'react-intl';

/** A trash table's head row: one column header per message id (`trash.column.<id>`). */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  const intl = useIntl();
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {intl.formatMessage({ id: `trash.column.${column}` })}
          </th>
        ))}
      </tr>
    </thead>
  );
}
