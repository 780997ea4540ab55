import { FormattedMessage } from 'react-intl';

/** Spec §5: the host may seat a booking on a taken table anyway; the overlap then shows under collisions. */
export function AllowOverlapChoice({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="choice">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        <FormattedMessage id="reservations.form.allowOverlap" />
      </span>
    </label>
  );
}
