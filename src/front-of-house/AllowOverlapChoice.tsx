import { CheckboxChoice } from '../ui/CheckboxChoice';

/** Spec §5: the host may seat a booking on a taken table anyway; the overlap then shows under collisions. */
export function AllowOverlapChoice({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  return <CheckboxChoice labelId="reservations.form.allowOverlap" checked={checked} onChange={onChange} />;
}
