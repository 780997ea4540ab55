import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'wouter';
import type { Blocker } from '../../../core/schemas/front-of-house';
import { localDateOf } from '../../../core/time';
import type { PageProps } from '../../shell/page-props';
import { ListState } from '../../ui/ListState';
import { Spinner } from '../../ui/Spinner';
import { DayToolbar } from '../../front-of-house/DayToolbar';
import { timeOf } from '../../front-of-house/reservation-facts';
import { useDaySelection } from '../../front-of-house/use-day-selection';
import { useMatrix } from '../../front-of-house/use-day';
import { useTimeZone, useErrorText } from '../../front-of-house/use-front-of-house';
import { useLinks } from '../../front-of-house/use-links';
import '../../front-of-house/reservations.css';
import { BlockerForm } from './BlockerForm';
import { Message } from '../../ui/Message';
import { ChosenTwoPane } from '../../front-of-house/ChosenTwoPane';

/** Spec §2/§7 blockers (ManageBlockers): the day's blockers; a blocker holds the whole restaurant, an area or tables. */
export default function BlockersPage(_props: PageProps) {
  const errorText = useErrorText();
  const intl = useIntl();
  const timeZone = useTimeZone();
  const selection = useDaySelection(timeZone);
  const [params] = useSearchParams();
  const link = useLinks();
  const chosen = params.get('blocker');
  // The day's blockers from the day store (also offline), by start.
  const day = useMatrix(selection.date, []);
  const items = Object.values(day.data?.blockers ?? {}).sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a._id.localeCompare(b._id));
  const selected = items.find((b) => b._id === chosen) ?? null;
  const here = (blocker?: string) => link('Blockers', {}, { date: selection.date, blocker });
  const scopeText = (b: Blocker) =>
    b.level === null
      ? intl.formatMessage({ id: 'reservations.blockers.wholeRestaurant' })
      : b.tableNumbers.length
        ? intl.formatMessage({ id: 'reservations.blockers.tablesOf' }, { area: b.level, tables: b.tableNumbers.join(', ') })
        : intl.formatMessage({ id: 'reservations.blockers.areaOnly' }, { area: b.level });
  const span = (b: Blocker) => {
    const startDate = localDateOf(Date.parse(b.start), timeZone);
    const endDate = localDateOf(Date.parse(b.end), timeZone);
    return `${startDate === selection.date ? '' : `${startDate} `}${timeOf(b.start, timeZone)}–${endDate === startDate ? '' : `${endDate} `}${timeOf(b.end, timeZone)}`;
  };
  const list = (
    <div className="page">
      <div className="row row--between">
        <Message as="h1" id="route.Blockers" />
        <Link className="button button--primary" href={here('new')}>
          <FormattedMessage id="reservations.blockers.new" />
        </Link>
      </div>
      <DayToolbar selection={selection} areas={[]} showTimeslot={false} />
      <ListState
        pending={day.isPending}
        error={day.isError ? errorText(day.error) : null}
        items={day.data ? items : undefined}
        empty={<FormattedMessage id="reservations.blockers.none" />}
      >
        {(shown) => (
          <ul className="select-list">
            {shown.map((b) => (
              <li key={b._id}>
                <Link href={chosen === b._id ? here() : here(b._id)} className="select-list__item" aria-current={chosen === b._id ? 'true' : undefined}>
                  <span className="select-list__title">
                    {span(b)} · {scopeText(b)}
                  </span>
                  {b.note ? <span className="select-list__text">{b.note}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
  const detail =
    chosen === null ? null : chosen === 'new' || selected ? (
      <BlockerForm key={`${chosen}-${timeZone}`} blocker={selected} date={selection.date} timeZone={timeZone} doneLink={here} />
    ) : day.isPending ? (
      <Spinner />
    ) : (
      <Message className="notice page" id="reservations.blockers.notOnDay" />
    );
  return <ChosenTwoPane chosen={chosen !== null} list={list} detail={detail} />;
}
