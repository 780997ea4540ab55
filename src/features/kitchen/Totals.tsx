import { FormattedMessage, useIntl } from 'react-intl';
import type { KitchenCounts } from '../../../core/schemas/analytics';

const figures = [
  { key: 'expectedCovers', label: { id: 'kitchen.total.expected' } },
  { key: 'seatedCovers', label: { id: 'kitchen.total.seated' } },
  { key: 'walkInCovers', label: { id: 'kitchen.total.walkIns' } },
  { key: 'covers', label: { id: 'kitchen.total.covers' } },
  { key: 'bookings', label: { id: 'kitchen.total.bookings' } },
] as const satisfies readonly { key: keyof KitchenCounts; label: { id: string } }[];

/** The day's totals in large figures, each named beneath it. */
export function Totals({ totals, today }: { totals: KitchenCounts; today: boolean }) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage({ id: 'kitchen.total.title' })}>
      <dl className="kitchen__totals">
        {figures
          .filter((figure) => today || (figure.key !== 'seatedCovers' && figure.key !== 'walkInCovers'))
          .map((figure) => (
            <div key={figure.key} className={`kitchen__total kitchen__total--${figure.key}`}>
              <dt>
                <FormattedMessage {...figure.label} />
              </dt>
              <dd>{totals[figure.key]}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
