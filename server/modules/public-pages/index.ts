// The public creator pages (spec §2 `/{slug}`, `/all/{collection}`): their data for anyone, and their HTML.
export { publicPagesService, type PublicPagesService } from './directory';
export { publicPageRoutes } from './routes/public-pages';
