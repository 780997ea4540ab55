// The page's data as the server embedded it in the HTML (server/modules/pages/public-page.tsx): the app takes the
// server's page over without fetching it again. Only for the address it was made for.
import { isPublicPageData } from '../../../core/schemas/public-page-checks';
import type { PublicPageData } from '../../../core/schemas/public-pages';

export function embeddedPageData(address: string): PublicPageData | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('public-page-data');
  if (!element || element.dataset.url !== address) return undefined;
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    return isPublicPageData(data) ? data : undefined;
  } catch {
    return undefined;
  }
}
