// The public creator pages' data (spec §2 `/{slug}`, `/all/{collection}`), read without zod like the other guest pages.
import { isCreatorPage, isHubPage } from '../../core/schemas/public-page-checks';
import type { HubCollection, PublicPageData } from '../../core/schemas/public-pages';
import { ApiError, getJson } from './client';

/** A missing page is an answer, not a failure: the page shows the not-found page. */
const orNotFound = (error: unknown): PublicPageData => {
  if (error instanceof ApiError && error.status === 404) return { kind: 'notFound' };
  throw error;
};

export function fetchCreatorPage(slug: string): Promise<PublicPageData> {
  return getJson(`/creator-pages/${encodeURIComponent(slug)}`, { anonymous: true, check: isCreatorPage }).then((page): PublicPageData => ({ kind: 'creator', page }), orNotFound);
}

export function fetchHub(collection: HubCollection, page: number): Promise<PublicPageData> {
  return getJson(`/hubs/${encodeURIComponent(collection)}`, { anonymous: true, query: { page }, check: isHubPage }).then((hub): PublicPageData => ({ kind: 'hub', hub }), orNotFound);
}
