import { FormattedMessage, useIntl } from 'react-intl';
import { slotLabel } from './labels';

export function SlotStep({ slots, selected, onSelect }: { slots: string[]; selected: string | null; onSelect: (slot: string) => void }) {
  const intl = useIntl();
  const openEnd = intl.formatMessage({ id: 'booking.slot.openEnd' });
  return (
    <section className="booking__step" aria-labelledby="step-slot">
      <h2 id="step-slot">
        <FormattedMessage id="booking.slot.title" />
      </h2>
      <div className="chips chips--grid">
        {slots.map((slot) => (
          <button key={slot} type="button" className="chip" aria-pressed={selected === slot} onClick={() => onSelect(slot)}>
            {slotLabel(slot, openEnd)}
          </button>
        ))}
      </div>
    </section>
  );
}
