import type { Language } from '../core/i18n/locale';
import type { PublicPageData } from '../core/schemas/public-pages';
import { CreatorPageView } from './CreatorPageView';
import { HubView } from './HubView';
import { PublicNotFoundView } from './PublicNotFoundView';

/**
 * The public pages' one markup (spec §2 `/{slug}`, `/all/{collection}`): the server renders it into the page's HTML
 * (server/modules/public-pages/page-html.tsx) and the app renders the same when it takes over or is navigated here
 * (src/features/public-pages). Presentational only: props in, react-intl for the words, no data fetching, no router —
 * its links are plain addresses, which the app turns into in-app navigation.
 */
export function PublicPageView({ data, language }: { data: PublicPageData; language: Language }) {
  if (data.kind === 'creator') return <CreatorPageView page={data.page} language={language} />;
  if (data.kind === 'hub') return <HubView hub={data.hub} />;
  return <PublicNotFoundView />;
}
