// A Dexie live query as React state (the small subscription dexie-react-hooks would give): re-runs when the tables it
// read change, in this tab or another (Dexie broadcasts changes between tabs). Until the first answer for the current
// `deps` arrives it returns `initial`, never the answer for other deps.
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

export function useLiveQuery<T>(query: () => Promise<T>, deps: readonly unknown[], initial: T): T {
  const key = JSON.stringify(deps);
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => setState({ key, value }),
      // A failed read leaves the last value; the next change re-runs the query.
      error: (error: unknown) => console.error('offline store read failed', error),
    });
    return () => subscription.unsubscribe();
    // The query closes over `deps` only, and `key` is their value.
  }, [key]);
  return state && state.key === key ? state.value : initial;
}
