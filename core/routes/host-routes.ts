// Spec §2: a restaurant's own host (core/hosts.ts) serves the restaurant area at the root, plus login, auth-failed and
// user-onboarding, with the restaurant resolved from the host.

/** Root-area routes a custom restaurant host still serves. */
export const restaurantHostRootRoutes = new Set(['Login', 'AuthFailed', 'UserOnboarding']);
