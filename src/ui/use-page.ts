import { useState } from 'react';

/**
 * A paged list's page, from 0, and `filtered(set)`: a filter's setter that also starts the list again from its
 * first page, since the page the person was on may not exist under the new filter.
 */
export function usePage() {
  const [page, setPage] = useState(0);
  const filtered =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  return { page, setPage, filtered };
}
