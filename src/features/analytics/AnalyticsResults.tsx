import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BookingAnalytics } from '../../../core/schemas/analytics';
import { ChartSection } from './ChartSection';
import { HeadlineFigures } from './HeadlineFigures';
import type { Section, SectionId } from './sections';
import { formatFigure, formatRange } from './use-analytics-words';

/** The figures of one answer: the range they are for, the headline figures, then every section. */
export function AnalyticsResults({ data, sections }: { data: BookingAnalytics; sections: readonly Section[] }) {
  const intl = useIntl();
  const notes: Partial<Record<SectionId, ReactNode>> = {
    platforms: <SectionNote id="analytics.note.platforms" />,
    areas: <SectionNote id="analytics.note.areas" />,
    turnTimes: <SectionNote id="analytics.note.turnTimes" />,
    cancellationLeadTimes:
      data.totals.averageCancellationLeadHours === null ? undefined : (
        <SectionNote id="analytics.note.cancellationLeadTimes" values={{ time: formatFigure(intl, 'hours', data.totals.averageCancellationLeadHours) }} />
      ),
  };
  return (
    <>
      <p className="analytics-shown">
        <FormattedMessage id="analytics.shown" values={{ range: formatRange(intl, data.startDate, data.endDate) }} />
      </p>
      <HeadlineFigures data={data} />
      <div className="analytics-sections">
        {sections.map((section) => (
          <ChartSection key={section.id} section={section} note={notes[section.id]} />
        ))}
      </div>
    </>
  );
}

function SectionNote({ id, values }: { id: string; values?: Record<string, string | null> }) {
  return (
    <p className="analytics-section__note">
      <FormattedMessage id={id} values={values} />
    </p>
  );
}
