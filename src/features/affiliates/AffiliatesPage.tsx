// The restaurant's creator programme (/r/{id}/affiliates, ViewAnalytics; docs/decisions/014-affiliates.md): the
// creators who sent guests with their figures, and for the chosen one their commission items (approve or reject:
// ManageRoles), the referred bookings that earned nothing and why, payouts with each period's CSV.
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'wouter';
import { affiliateQueries } from '../../api/affiliates';
import { useLinks } from '../../front-of-house/use-links';
import { useFailureText } from '../../i18n/use-failure-text';
import type { PageProps } from '../../shell/page-props';
import { Message } from '../../ui/Message';
import { QueryListState } from '../../ui/QueryListState';
import { CreatorDetail } from './CreatorDetail';
import { CreatorsTable } from './CreatorsTable';
import { useMayManage } from './use-may-manage';
import './affiliates.css';

export default function AffiliatesPage(_props: PageProps) {
  const intl = useIntl();
  const errorText = useFailureText();
  const link = useLinks();
  const [search, setSearch] = useSearchParams();
  const mayManage = useMayManage();
  const creators = useQuery(affiliateQueries.creators());
  const chosenId = search.get('creator');
  const chosen = creators.data?.items.find((row) => row.affiliateUserId === chosenId);
  const choose = (id: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('creator', id);
      else next.delete('creator');
      return next;
    });
  return (
    <div className="page affiliates">
      <div className="row row--between">
        <Message as="h1" id="route.Affiliates" />
        {mayManage ? (
          <Link className="button" href={link('Settings', { page: 'affiliates' })}>
            <FormattedMessage id="affiliates.page.terms" />
          </Link>
        ) : null}
      </div>
      <Message className="field__hint" id="affiliates.page.intro" />
      <QueryListState query={creators} errorText={errorText} empty={<FormattedMessage id="affiliates.page.none" />}>
        {(items) => <CreatorsTable creators={items} chosen={chosenId} onChoose={choose} />}
      </QueryListState>
      {chosen ? <CreatorDetail key={chosen.affiliateUserId} creator={chosen} onClose={() => choose(null)} /> : null}
      {creators.data?.items.length && !chosen ? (
        <p className="field__hint">{intl.formatMessage({ id: 'affiliates.page.chooseOne' })}</p>
      ) : null}
    </div>
  );
}
