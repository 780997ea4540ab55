// Stands in for `use-sync-external-store/shim` (see vite.config.ts): React 19 provides the hook.
export { useSyncExternalStore } from 'react';
