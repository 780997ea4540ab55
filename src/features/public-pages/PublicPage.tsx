import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { fallbackLanguage, languageOf } from '../../../core/i18n/locale';
import { hubCollections } from '../../../core/public-pages/collections';
import type { HubCollection, PublicPageData } from '../../../core/schemas/public-pages';
import { publicPageHead } from '../../../public-views/page-head';
import { PublicPageView } from '../../../public-views/PublicPageView';
import { appQueryKeys } from '../../api/app-query-keys';
import { fetchCreatorPage, fetchHub } from '../../api/public-pages';
import { useResource } from '../../api/resource';
import { useRestOfMessages } from '../../i18n/I18nProvider';
import { releasePrerender } from '../../shell/prerender';
import type { PageProps } from '../../shell/page-props';
import { Spinner } from '../../ui/Spinner';
import { embeddedPageData } from './embedded-data';
import { useInAppLinks } from './use-in-app-links';

const isCollection = (value: string | undefined): value is HubCollection => (hubCollections as readonly (string | undefined)[]).includes(value);
const notFound: PublicPageData = { kind: 'notFound' };

/** What to read for this address; a collection or page number that cannot exist is not found without asking. */
function loaderOf({ routeId, params }: PageProps, search: string): () => Promise<PublicPageData> {
  if (routeId === 'SlugHub') return () => fetchCreatorPage(params.slug ?? '');
  const page = Number(new URLSearchParams(search).get('page') ?? '1');
  if (!isCollection(params.collection) || !Number.isInteger(page) || page < 1 || page > 10_000) return () => Promise.resolve(notFound);
  const collection = params.collection;
  return () => fetchHub(collection, page);
}

/**
 * Spec §2 `/{slug}` and `/all/{collection}`: the markup the server sent (public-views/), taken over with the data it
 * embedded, or read from the API when the app navigates here or the service worker served the bare app.
 */
export default function PublicPage(props: PageProps) {
  const intl = useIntl();
  const [path] = useLocation();
  const search = useSearch();
  const address = search ? `${path}?${search}` : path;
  const embedded = useMemo(() => embeddedPageData(address), [address]);
  const loaded = useResource(appQueryKeys.publicPage(address), loaderOf(props, search), { enabled: !embedded, staleMs: 300_000 });
  const data = embedded ?? loaded.data;
  const language = languageOf(intl.locale) ?? fallbackLanguage;
  // Its words are in the later part of the guest's messages (src/i18n/message-sets.ts): the server's markup stays
  // until they are here.
  const wordsReady = useRestOfMessages();
  const ready = data !== undefined && wordsReady;
  useInAppLinks();

  // The page takes the place of the server's (shell/prerender.ts) in the same frame.
  useLayoutEffect(() => {
    if (ready) releasePrerender();
  }, [ready]);
  useEffect(() => {
    if (data && wordsReady) document.title = publicPageHead(data, intl, language).title;
  }, [data, wordsReady, intl, language]);

  if (loaded.isError && !data) throw loaded.error;
  if (!data || !wordsReady) return <Spinner />;
  return <PublicPageView data={data} language={language} />;
}
