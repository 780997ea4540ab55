import { useIntl } from 'react-intl';
import { ChipStep } from './ChipStep';
import { slotLabel } from './labels';

export function SlotStep({ slots, selected, onSelect }: { slots: string[]; selected: string | null; onSelect: (slot: string) => void }) {
  const intl = useIntl();
  const openEnd = intl.formatMessage({ id: 'booking.slot.openEnd' });
  return <ChipStep headingId="step-slot" titleId="booking.slot.title" options={slots} selected={selected} onSelect={onSelect} label={(slot) => slotLabel(slot, openEnd)} />;
}
