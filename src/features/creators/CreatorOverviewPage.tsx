// The creator's overview (spec §2 /c/overview; docs/decisions/014-affiliates.md): their figures across partners, a
// referral link with a QR code for every restaurant they recommend or have sent guests to, and the figures by month
// and by partner. A new creator sees what to do first instead of empty tables.
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { ApiError } from '../../api/client';
import { creatorQueries } from '../../api/creator';
import { useAuth } from '../../auth/auth-context';
import { useFailureText } from '../../i18n/use-failure-text';
import type { PageProps } from '../../shell/page-props';
import { FormMessage } from '../../ui/FormMessage';
import { Spinner } from '../../ui/Spinner';
import { CreatorFigures } from './CreatorFigures';
import { ByMonthTable, ByPartnerTable } from './FigureTables';
import { ReferralLink } from './ReferralLink';
import './creators.css';
import { Section } from '../../ui/Section';

/** The restaurants to show links for: the recommended ones in the creator's order, then any other they sent guests to. */
function useLinkRestaurants(byPartner: readonly { restaurantId: string; restaurantName: string }[]) {
  const { me } = useAuth();
  const programme = useQuery(creatorQueries.programme());
  const names = new Map<string, string>([...(programme.data?.items ?? []).map((r) => [r.restaurantId, r.name] as const), ...byPartner.map((r) => [r.restaurantId, r.restaurantName] as const)]);
  const ids = [...new Set([...(me?.publicInformation.partners ?? []), ...byPartner.map((row) => row.restaurantId)])];
  return ids.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) as string }));
}

function FirstSteps({ hasPartners }: { hasPartners: boolean }) {
  return (
    <Section id="creator-first-steps" titleId="creator.empty.title" className="card creator-empty">
      <p><FormattedMessage id="creator.empty.intro" /></p>
      <ol className="creator-empty__steps">
        <li>
          {hasPartners ? <FormattedMessage id="creator.empty.step1done" /> : <FormattedMessage id="creator.empty.step1" />}{' '}
          <Link href="/c/profile"><FormattedMessage id="creator.empty.toProfile" /></Link>
        </li>
        <li><FormattedMessage id="creator.empty.step2" /></li>
        <li><FormattedMessage id="creator.empty.step3" /></li>
      </ol>
    </Section>
  );
}

export default function CreatorOverviewPage(_props: PageProps) {
  const errorText = useFailureText();
  const overview = useQuery(creatorQueries.overview());
  const links = useLinkRestaurants(overview.data?.byPartner ?? []);
  if (overview.isError) {
    const needsUsername = overview.error instanceof ApiError && overview.error.status === 409;
    return (
      <div className="page creator">
        <FormattedMessage id="route.CreatorOverview" tagName="h1" />
        {needsUsername ? (
          <p><FormattedMessage id="creator.needsUsername" /> <Link href="/user/onboarding"><FormattedMessage id="creator.chooseUsername" /></Link></p>
        ) : (
          <FormMessage text={errorText(overview.error)} />
        )}
      </div>
    );
  }
  if (!overview.data) return <Spinner />;
  const { totals, byMonth, byPartner, referralCode } = overview.data;
  const empty = totals.referredBookings === 0;
  return (
    <div className="page creator">
      <div className="row row--between">
        <FormattedMessage id="route.CreatorOverview" tagName="h1" />
        <Link className="button" href="/c/profile"><FormattedMessage id="creator.overview.editProfile" /></Link>
      </div>
      {empty ? <FirstSteps hasPartners={links.length > 0} /> : <CreatorFigures figures={totals} />}
      <Section id="creator-links" titleId="creator.links.title">
        <p className="creator-muted"><FormattedMessage id="creator.links.intro" values={{ code: referralCode }} /></p>
        {links.length ? (
          <ul className="creator-links">
            {links.map((restaurant) => (
              <li key={restaurant.id}>
                <h3>
                  <Link href={`/c/partner/${encodeURIComponent(restaurant.id)}`}>{restaurant.name}</Link>
                </h3>
                <ReferralLink restaurantId={restaurant.id} restaurantName={restaurant.name} code={referralCode} />
              </li>
            ))}
          </ul>
        ) : (
          <p>
            <FormattedMessage id="creator.links.none" /> <Link href="/c/profile"><FormattedMessage id="creator.empty.toProfile" /></Link>
          </p>
        )}
      </Section>
      {empty ? null : (
        <>
          <ByPartnerTable rows={byPartner} />
          <ByMonthTable rows={byMonth} />
        </>
      )}
    </div>
  );
}
