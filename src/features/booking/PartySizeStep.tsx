import { FormattedMessage } from 'react-intl';

export function PartySizeStep({ sizes, selected, onSelect }: { sizes: readonly number[]; selected: number | null; onSelect: (size: number) => void }) {
  return (
    <section className="booking__step" aria-labelledby="step-size">
      <h2 id="step-size">
        <FormattedMessage id="booking.size.title" />
      </h2>
      <div className="chips chips--grid">
        {sizes.map((size) => (
          <button key={size} type="button" className="chip" aria-pressed={selected === size} onClick={() => onSelect(size)}>
            <FormattedMessage id="booking.size.option" values={{ n: size }} />
          </button>
        ))}
      </div>
    </section>
  );
}
