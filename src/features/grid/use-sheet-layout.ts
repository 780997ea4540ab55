import { useSyncExternalStore } from 'react';

// Below this width a pane of 20–24 rem beside the grid would squeeze the grid to a column (a tablet in portrait,
// 800 px wide, left it 155 px): the selected booking opens as a sheet over the grid instead.
const query = '(max-width: 1100px)';

function subscribe(notify: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', notify);
  return () => list.removeEventListener('change', notify);
}

/** Whether the reservation's details open as a sheet over the grid rather than as a pane beside it. */
export function useSheetLayout(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
