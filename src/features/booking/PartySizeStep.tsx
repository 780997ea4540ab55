import { FormattedMessage } from 'react-intl';
import { ChipStep } from './ChipStep';

export function PartySizeStep({ sizes, selected, onSelect }: { sizes: readonly number[]; selected: number | null; onSelect: (size: number) => void }) {
  return <ChipStep headingId="step-size" titleId="booking.size.title" options={sizes} selected={selected} onSelect={onSelect} label={(size) => <FormattedMessage id="booking.size.option" values={{ n: size }} />} />;
}
