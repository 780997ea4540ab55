// A creator's figures as a row of tiles (spec §2 /c/overview, /c/partner): referred bookings, attended visits and
// covers, cancellations, no-shows, and what they receive by status, in the currency's own format.
import type { ReactNode } from 'react';
import { FormattedNumber, useIntl } from 'react-intl';
import type { ReferralFigures } from '../../../core/schemas/affiliates';
import { moneyByStatus } from './referral';
import { Fact } from '../../ui/Fact';

function Tile({ labelId, value }: { labelId: string; value: ReactNode }) {
  return <Fact className="creator-figure" labelId={labelId} value={value} />;
}

export function CreatorFigures({ figures, currency }: { figures: ReferralFigures; currency?: string | undefined }) {
  const intl = useIntl();
  const money = moneyByStatus(figures, intl.locale, currency);
  return (
    <dl className="creator-figures">
      <Tile labelId="creator.figures.referredBookings" value={<FormattedNumber value={figures.referredBookings} />} />
      <Tile labelId="creator.figures.attendedVisits" value={<FormattedNumber value={figures.attendedVisits} />} />
      <Tile labelId="creator.figures.attendedCovers" value={<FormattedNumber value={figures.attendedCovers} />} />
      <Tile labelId="creator.figures.cancellations" value={<FormattedNumber value={figures.cancellations} />} />
      <Tile labelId="creator.figures.noShows" value={<FormattedNumber value={figures.noShows} />} />
      <Tile labelId="creator.figures.pending" value={money.pending} />
      <Tile labelId="creator.figures.approved" value={money.approved} />
      <Tile labelId="creator.figures.paid" value={money.paid} />
    </dl>
  );
}
