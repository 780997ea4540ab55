// A partner's terms for the creator (spec §2 /c/partner; spec §3 commission schedule): the basis and rate, the
// platform's fee taken from the commission, the attribution window and the cap, as a list of plain sentences.
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { CreatorPartner } from '../../../core/schemas/affiliates';
import { formatMinor } from '../../i18n/money';

type Terms = NonNullable<CreatorPartner['terms']>;

function Rate({ terms }: { terms: Terms }) {
  const intl = useIntl();
  if (terms.basis === 'percentOfSpend') {
    return <FormattedMessage id="creator.terms.percentOfSpend" values={{ rate: <FormattedNumber value={terms.commissionRate / 10_000} style="percent" maximumFractionDigits={2} /> }} />;
  }
  const amount = formatMinor(terms.commissionRate, terms.commissionCurrency, intl.locale);
  return <FormattedMessage id={terms.basis === 'perCover' ? 'creator.terms.perCover' : 'creator.terms.perBooking'} values={{ amount }} />;
}

export function PartnerTerms({ terms }: { terms: CreatorPartner['terms'] }) {
  const intl = useIntl();
  if (!terms) {
    return <p><FormattedMessage id="creator.terms.none" /></p>;
  }
  return (
    <dl className="creator-terms">
      <dt><FormattedMessage id="creator.terms.rate" /></dt>
      <dd><Rate terms={terms} /></dd>
      <dt><FormattedMessage id="creator.terms.fee" /></dt>
      <dd>
        <FormattedMessage id="creator.terms.feeValue" values={{ fee: <FormattedNumber value={terms.platformFeePercentage / 100} style="percent" maximumFractionDigits={2} /> }} />
      </dd>
      <dt><FormattedMessage id="creator.terms.window" /></dt>
      <dd><FormattedMessage id="creator.terms.windowValue" values={{ days: terms.attributionWindowDays }} /></dd>
      <dt><FormattedMessage id="creator.terms.cap" /></dt>
      <dd>{terms.capPerBooking === null ? <FormattedMessage id="creator.terms.noCap" /> : formatMinor(terms.capPerBooking, terms.commissionCurrency, intl.locale)}</dd>
      <dt><FormattedMessage id="creator.terms.since" /></dt>
      <dd>
        {intl.formatDate(terms.commissionScheduleCreatedAt, { dateStyle: 'long' })}
        {terms.personal ? <> · <FormattedMessage id="creator.terms.personal" /></> : null}
      </dd>
    </dl>
  );
}
