import { FormattedMessage } from 'react-intl';
import { isLocalDate } from '../../core/time';
import { Field } from '../ui/Field';

/** A list narrowed to one day, or not narrowed: the date field and the button that clears it. */
export function DayFilter({ day, onChange, labelId, clearId }: { day: string | null; onChange(day: string | null): void; labelId: string; clearId: string }) {
  return (
    <div className="foh-toolbar">
      <Field labelId={labelId}>
        <input type="date" value={day ?? ''} onChange={(event) => onChange(isLocalDate(event.target.value) ? event.target.value : null)} />
      </Field>
      <button type="button" className="button" disabled={day === null} onClick={() => onChange(null)}>
        <FormattedMessage id={clearId} />
      </button>
    </div>
  );
}
