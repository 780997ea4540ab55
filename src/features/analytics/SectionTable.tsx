import { FormattedMessage } from 'react-intl';
import { FigureValue } from './FigureValue';
import { metricKinds, type Section } from './sections';

/** A section's figures as a table: what a screen reader reads instead of the chart, and the exact numbers for anyone. */
export function SectionTable({ section, titleId }: { section: Section; titleId: string }) {
  return (
    <table className="analytics-table" aria-labelledby={titleId}>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id={`analytics.column.${section.keyColumn}`} />
          </th>
          {section.metrics.map((metric) => (
            <th scope="col" key={metric}>
              <FormattedMessage id={`analytics.column.${metric}`} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {section.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {section.metrics.map((metric) => (
              <td key={metric}>
                <FigureValue kind={metricKinds[metric]} value={row.values[metric]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
