import { FormattedMessage } from 'react-intl';
import { isLocalDate } from '../../core/time';

/** A list narrowed to one day, or not narrowed: the date field and the button that clears it. */
export function DayFilter({ day, onChange, labelId, clearId }: { day: string | null; onChange(day: string | null): void; labelId: string; clearId: string }) {
  return (
    <div className="foh-toolbar">
      <label className="field">
        <span>
          <FormattedMessage id={labelId} />
        </span>
        <input type="date" value={day ?? ''} onChange={(event) => onChange(isLocalDate(event.target.value) ? event.target.value : null)} />
      </label>
      <button type="button" className="button" disabled={day === null} onClick={() => onChange(null)}>
        <FormattedMessage id={clearId} />
      </button>
    </div>
  );
}
