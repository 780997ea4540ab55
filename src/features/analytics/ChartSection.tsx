import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Chart } from './Chart';
import { chartPointsOf, metricKinds, type Section } from './sections';
import { SectionTable } from './SectionTable';
import { Message } from '../../ui/Message';

type View = 'chart' | 'table';

/**
 * A section of the screen: its chart or its table, as the reader chooses. The chart is hidden from assistive
 * technology and the table is always there for it (out of sight while the chart shows), so a screen reader reads
 * the same figures either way.
 */
export function ChartSection({ section, note }: { section: Section; note?: ReactNode }) {
  const intl = useIntl();
  const [view, setView] = useState<View>('chart');
  const titleId = `analytics-section-${section.id}`;
  const points = useMemo(() => chartPointsOf(section), [section]);
  const percent = section.chart.series.every((metric) => metricKinds[metric] === 'share');
  const empty = section.rows.length === 0;
  return (
    <section className="card analytics-section" aria-labelledby={titleId}>
      <div className="analytics-section__head">
        <h2 id={titleId}>
          <FormattedMessage id={`analytics.section.${section.id}`} />
        </h2>
        {empty ? null : (
          <div className="analytics-toggle" role="group" aria-label={intl.formatMessage({ id: 'analytics.view' })}>
            {(['chart', 'table'] as const).map((option) => (
              <button key={option} type="button" className="button analytics-toggle__option" aria-pressed={view === option} onClick={() => setView(option)}>
                <FormattedMessage id={`analytics.view.${option}`} />
              </button>
            ))}
          </div>
        )}
      </div>
      {note}
      {empty ? (
        <Message className="analytics-section__none" id="analytics.section.none" />
      ) : (
        <>
          {view === 'chart' ? (
            <div className="analytics-figure-chart">
              <Chart kind={section.chart.kind} horizontal={section.chart.horizontal} points={points} percent={percent} />
              <Legend section={section} />
            </div>
          ) : null}
          {/* Scrollable when wider than the screen, so reachable by keyboard (tabIndex) to scroll. */}
          <div className={view === 'table' ? 'analytics-table-frame' : 'visually-hidden'} tabIndex={view === 'table' ? 0 : undefined} role="group" aria-labelledby={titleId}>
            <SectionTable section={section} titleId={titleId} />
          </div>
        </>
      )}
    </section>
  );
}

/** What each line or bar colour stands for, when a chart has more than one (for the eye; the table says it in words). */
function Legend({ section }: { section: Section }) {
  if (section.chart.series.length < 2) return null;
  return (
    <ul className="analytics-legend" aria-hidden="true">
      {section.chart.series.map((metric, index) => (
        <li key={metric} className={`analytics-legend__item analytics-legend__item--${String.fromCharCode(97 + index)}`}>
          <FormattedMessage id={`analytics.column.${metric}`} />
        </li>
      ))}
    </ul>
  );
}
