import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { queries } from '../../api/queries';
import { useErrorText } from '../../front-of-house/use-front-of-house';
import { useRestaurant } from '../../shell/restaurant-context';
import type { PageProps } from '../../shell/page-props';
import { Message } from '../../ui/Message';
import { Spinner } from '../../ui/Spinner';
import { AnalyticsResults } from './AnalyticsResults';
import { analyticsCsv, csvFileName } from './csv';
import { downloadCsv } from '../../ui/csv-file';
import { isEmptyRange } from './figures';
import { RangeControls } from './RangeControls';
import { sectionsOf } from './sections';
import { useAnalyticsFilters } from './use-analytics-filters';
import { csvWordsOf, useSectionWords } from './use-analytics-words';
import './analytics.css';

/**
 * Spec §2 analytics (ViewAnalytics), §7 GET /analytics/bookings: the owner's figures for a range, against the period
 * just before, by platform and interval, with a CSV of the same figures. The counting rules:
 * docs/decisions/010-analytics.md.
 */
export default function AnalyticsPage(_props: PageProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { restaurantId } = useRestaurant();
  const filters = useAnalyticsFilters();
  // While another range loads, the figures on screen stay (marked as updating) rather than blinking away.
  const analytics = useQuery({ ...queries.bookingAnalytics(filters.query), enabled: filters.problem === null, placeholderData: keepPreviousData });
  const words = useSectionWords();
  const data = analytics.data;
  const sections = useMemo(() => (data ? sectionsOf(data, words) : []), [data, words]);
  const empty = data !== undefined && isEmptyRange(data.totals);
  const fileName = data ? csvFileName(restaurantId, data) : null;
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const exportCsv = () => {
    if (!data || !fileName) return;
    downloadCsv(fileName, analyticsCsv(data, sections, csvWordsOf(intl)));
    setDownloaded(fileName);
  };
  return (
    <div className="page analytics">
      <div className="analytics-head">
        <Message as="h1" id="route.Analytics" />
        <button type="button" className="button" disabled={!data || empty || analytics.isPlaceholderData} onClick={exportCsv}>
          <FormattedMessage id="analytics.export" />
        </button>
        <p className="analytics-status" role="status">
          {downloaded !== null && downloaded === fileName ? <FormattedMessage id="analytics.downloaded" values={{ file: downloaded }} /> : null}
        </p>
      </div>
      <RangeControls filters={filters} />
      <div className="analytics-body" aria-busy={analytics.isFetching}>
        <p className="analytics-status" role="status">
          {analytics.isPlaceholderData && analytics.isFetching ? <FormattedMessage id="analytics.updating" /> : null}
        </p>
        {analytics.isPending && filters.problem === null ? <Spinner /> : null}
        {analytics.isError ? (
          <>
            <p className="form__error" role="alert">
              {errorText(analytics.error)}
            </p>
            <button type="button" className="button" onClick={() => void analytics.refetch()}>
              <FormattedMessage id="list.retry" />
            </button>
          </>
        ) : null}
        {empty ? <Message className="notice" id="analytics.empty" /> : null}
        {data && !empty ? <AnalyticsResults data={data} sections={sections} /> : null}
      </div>
    </div>
  );
}
