import { FormattedMessage, useIntl } from 'react-intl';
import type { MetricKind } from './sections';
import { formatFigure } from './use-analytics-words';

/** A figure in the reader's language; a missing one (a mean of no visits) shows a dash and says "none". */
export function FigureValue({ kind, value }: { kind: MetricKind; value: number | null | undefined }) {
  const text = formatFigure(useIntl(), kind, value);
  if (text !== null) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">
        <FormattedMessage id="analytics.value.none" />
      </span>
    </>
  );
}
