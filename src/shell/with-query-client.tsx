import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from '../api/query-client';

/** Wraps a staff screen in the query client; every screen shares the one client, so its cache outlives the screen. */
export function withQueryClient<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Screen.displayName ?? Screen.name})`;
  return WithQueryClient;
}
