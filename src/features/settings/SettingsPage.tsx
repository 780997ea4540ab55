import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { grantsAll, type Permission } from '../../../core/permissions';
import type { PageProps } from '../../shell/page-props';
import { pathFor } from '../../../core/routes/match';
import { useRestaurant } from '../../shell/restaurant-context';
import { settingsPages } from '../../../core/routes/route-table';
import { useAuth } from '../../auth/auth-context';
import { AffiliateSettings } from './AffiliateSettings';
import { AppConfigSettings } from './AppConfigSettings';
import { AreaGroupsSettings } from './AreaGroupsSettings';
import { AreasSettings } from './AreasSettings';
import { LanguageSettings } from './LanguageSettings';
import { RestaurantMigrationSettings } from './RestaurantMigrationSettings';
import { RolesSettings } from './RolesSettings';
import { settingsPageRules, type SettingsListProps, type SettingsPageId } from './settings-pages';
import { SpecialsSettings } from './SpecialsSettings';
import { TablesSettings } from './TablesSettings';
import { UsersSettings } from './UsersSettings';
import { Message } from '../../ui/Message';

/** The pages that exist; a listed page without one says it is not there yet. */
const pageComponents: Partial<Record<SettingsPageId, ComponentType<SettingsListProps>>> = {
  roles: RolesSettings,
  users: UsersSettings,
  areas: AreasSettings,
  tables: TablesSettings,
  areaGroups: AreaGroupsSettings,
  specials: SpecialsSettings,
  appConfig: AppConfigSettings,
  language: LanguageSettings,
  restaurantMigration: RestaurantMigrationSettings,
  affiliates: AffiliateSettings,
};

/** Spec §2 settings: a page list, then the page's list and the selected item's details (`new` for a new one). */
export default function SettingsPage({ params }: PageProps) {
  const intl = useIntl();
  const { me } = useAuth();
  const { restaurantId, mode } = useRestaurant();
  const page = params.page as SettingsPageId | undefined;
  const granted = (me?.permissions ?? []) as Permission[];
  const allowed = (id: SettingsPageId) => me?.type === 'Admin' || grantsAll(granted, settingsPageRules[id].permissions);
  const link = (id: SettingsPageId, detailPage?: string) => pathFor('Settings', { page: id, detailPage }, { restaurantId: restaurantId ?? undefined, mode });

  if (!page) {
    return (
      <div className="page">
        <Message as="h1" id="route.Settings" />
        <ul className="card link-list">
          {settingsPages.filter(allowed).map((id) => (
            <li key={id}>
              <Link href={link(id)}>{intl.formatMessage({ id: `settings.page.${id}` })}</Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (!allowed(page)) {
    return (
      <div className="page page--narrow">
        <p className="notice" role="alert">
          <FormattedMessage id="settings.forbidden" />
        </p>
      </div>
    );
  }
  const detail = params.detailPage ?? null;
  const props = { detail, link: (detailPage?: string) => link(page, detailPage) };
  const Page = pageComponents[page];
  if (Page) return <Page {...props} />;
  return (
    <div className="page page--narrow">
      <h1>{intl.formatMessage({ id: `settings.page.${page}` })}</h1>
      <p className="notice">
        <FormattedMessage id="page.notBuilt" values={{ name: intl.formatMessage({ id: `settings.page.${page}` }) }} />
      </p>
    </div>
  );
}
