// Staff screens load with TanStack Query; this file stays out of the guest's download (route-module.ts is in it).
import type { ComponentType } from 'react';
import type { RouteId } from '../../core/routes/route-table';
import { lazyPage } from './lazy-page';
import type { PageProps } from './page-props';
import { moduleOf, type PageModule, type RouteModule } from './route-module';

/** A staff screen: code-split together with TanStack Query, which the guest's pages never load. */
function lazyQueryPage(load: () => Promise<{ default: ComponentType<PageProps> }>) {
  return lazyPage(async () => {
    const [{ withQueryClient }, module] = await Promise.all([import('./with-query-client'), load()]);
    return { default: withQueryClient(module.default) };
  });
}

export function staffRoute<Id extends RouteId>(id: Id, load: () => Promise<PageModule>): RouteModule<Id> {
  return moduleOf(id, lazyQueryPage(load), () => {
    void import('./with-query-client').catch(() => undefined);
    void load().catch(() => undefined);
  });
}
