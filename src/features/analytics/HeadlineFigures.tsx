import { FormattedMessage, useIntl } from 'react-intl';
import type { BookingAnalytics } from '../../../core/schemas/analytics';
import { FigureValue } from './FigureValue';
import { headlinesOf, type Headline } from './figures';
import { formatChange, formatFigure, formatRange } from './use-analytics-words';
import { Section } from '../../ui/Section';

const arrows = { up: '▲', down: '▼', same: '■' } as const;

/** The eight headline figures of the range, each with its change against the period of equal length just before. */
export function HeadlineFigures({ data }: { data: BookingAnalytics }) {
  const intl = useIntl();
  const headlines = headlinesOf(data.totals, data.previous.totals);
  return (
    <Section id="analytics-figures-title" titleId="analytics.figures" className="analytics-headlines" headingClassName="visually-hidden">
      <p className="analytics-compared">
        <FormattedMessage id="analytics.compared" values={{ range: formatRange(intl, data.previous.startDate, data.previous.endDate) }} />
      </p>
      <dl className="analytics-figures">
        {headlines.map((headline) => (
          <div key={headline.figure} className="analytics-figure" data-figure={headline.figure}>
            <dt className="analytics-figure__label">
              <FormattedMessage id={`analytics.figure.${headline.figure}`} />
            </dt>
            <dd className="analytics-figure__value">
              <FigureValue kind={headline.kind} value={headline.value} />
            </dd>
            <ChangeLine headline={headline} />
          </div>
        ))}
      </dl>
    </Section>
  );
}

function ChangeLine({ headline }: { headline: Headline }) {
  const intl = useIntl();
  const change = formatChange(intl, headline.change);
  const previous = formatFigure(intl, headline.kind, headline.previous);
  if (change === null || headline.change.kind === 'none') {
    return (
      <dd className="analytics-figure__change">
        <FormattedMessage id="analytics.change.none" />
      </dd>
    );
  }
  const direction = headline.change.value > 0 ? 'up' : headline.change.value < 0 ? 'down' : 'same';
  return (
    <dd className={`analytics-figure__change analytics-figure__change--${headline.change.tone}`}>
      <span aria-hidden="true">{arrows[direction]} </span>
      <FormattedMessage id="analytics.change" values={{ change }} />
      {previous === null ? null : (
        <span className="analytics-figure__previous">
          {' · '}
          <FormattedMessage id="analytics.change.previous" values={{ value: previous }} />
        </span>
      )}
    </dd>
  );
}
