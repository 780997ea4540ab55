// Live updates (docs/decisions/006): the change feed every committed change is announced on, and the stream that
// carries it to the restaurant's devices. What other modules may use.
export { createChangeFeed, type ChangeFeed, type ChangeKind, type FeedSubscriber, type RestaurantChange } from './change-feed';
export { eventRoutes } from './routes';
