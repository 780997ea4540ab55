// One partner restaurant for the creator (spec §2 /c/partner/{restaurantId}): its terms for them, their figures and
// link there, and their commission items (status, amount, visit date, covers; never the guest).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'wouter';
import type { CreatorPartner } from '../../../core/schemas/affiliates';
import { creatorQueries } from '../../api/creator';
import { formatMinor } from '../../i18n/money';
import { useFailureText } from '../../i18n/use-failure-text';
import type { PageProps } from '../../shell/page-props';
import { DataTable, type Column } from '../../ui/DataTable';
import { FormMessage } from '../../ui/FormMessage';
import { Spinner } from '../../ui/Spinner';
import { CreatorFigures } from './CreatorFigures';
import { creatorTableLook } from './FigureTables';
import { PartnerTerms } from './PartnerTerms';
import { ReferralLink } from './ReferralLink';
import './creators.css';
import { Section } from '../../ui/Section';

const pageSize = 25;

type Item = CreatorPartner['items'][number];

/** Status, amount, visit date and covers of each item; never the guest (spec §2 /c/partner). */
function itemColumns(intl: IntlShape): Column<Item>[] {
  return [
    { headId: 'creator.items.visitDate', rowHeader: true, cell: (item) => intl.formatDate(`${item.visitDate}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) },
    { headId: 'creator.items.covers', cell: (item) => <FormattedNumber value={item.covers} /> },
    {
      headId: 'creator.items.status',
      cell: (item) => (
        <>
          <span className={`creator-status creator-status--${item.status}`}>
            <FormattedMessage id={`creator.status.${item.status}`} />
          </span>
          {item.kind === 'commission' ? null : <> · <FormattedMessage id={`creator.kind.${item.kind}`} /></>}
        </>
      ),
    },
    { headId: 'creator.items.amount', cell: (item) => formatMinor(item.creatorAmount, item.currency, intl.locale) },
  ];
}

function Items({ items }: { items: CreatorPartner['items'] }) {
  const intl = useIntl();
  const [shown, setShown] = useState(pageSize);
  if (!items.length) return <p><FormattedMessage id="creator.items.none" /></p>;
  return (
    <>
      <DataTable caption={<FormattedMessage id="creator.items.title" />} captionHidden regionId="creator-items" {...creatorTableLook} columns={itemColumns(intl)} rows={items.slice(0, shown)} rowKey={(item) => item._id} />
      <p className="creator-muted" role="status"><FormattedMessage id="creator.items.shown" values={{ shown: Math.min(shown, items.length), total: items.length }} /></p>
      {shown < items.length ? (
        <button type="button" className="button creator-more" onClick={() => setShown((count) => count + pageSize)}>
          <FormattedMessage id="creator.items.more" values={{ count: Math.min(pageSize, items.length - shown) }} />
        </button>
      ) : null}
    </>
  );
}

export default function CreatorPartnerPage({ params }: PageProps) {
  const restaurantId = params.restaurantId ?? '';
  const errorText = useFailureText();
  const partner = useQuery(creatorQueries.partner(restaurantId));
  const back = (
    <Link href="/c/overview" className="creator-back">
      <FormattedMessage id="creator.partner.back" />
    </Link>
  );
  if (partner.isError) {
    return (
      <div className="page creator">
        {back}
        <FormattedMessage id="creator.partner.title" tagName="h1" />
        <FormMessage text={errorText(partner.error)} />
      </div>
    );
  }
  if (!partner.data) return <Spinner />;
  const { restaurantName, referralCode, terms, figures, items } = partner.data;
  return (
    <div className="page creator">
      {back}
      <h1>{restaurantName}</h1>
      <Section id="creator-terms" titleId="creator.terms.title">
        <PartnerTerms terms={terms} />
      </Section>
      <section aria-labelledby="creator-partner-figures">
        <h2 id="creator-partner-figures"><FormattedMessage id="creator.partner.figures" /></h2>
        <CreatorFigures figures={figures} currency={terms?.commissionCurrency} />
      </section>
      <Section id="creator-partner-link" titleId="creator.partner.link">
        <ReferralLink restaurantId={restaurantId} restaurantName={restaurantName} code={referralCode} />
      </Section>
      <section aria-labelledby="creator-items-heading">
        <h2 id="creator-items-heading"><FormattedMessage id="creator.items.title" /></h2>
        <Items items={items} />
      </section>
    </div>
  );
}
