import { guestRoute } from '../../shell/route-module';

const load = () => import('./PublicPage');

/** Spec §2: the creators' public pages and the all hubs, for anyone; they load as light as the guest's booking page. */
export const publicPagesRoutes = [guestRoute('SlugHub', load), guestRoute('AllHub', load)] as const;
