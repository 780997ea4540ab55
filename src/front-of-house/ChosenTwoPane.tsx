import type { ReactNode } from 'react';
import { useShell } from '../shell/shell-context';
import { TwoPane } from '../ui/TwoPane';

/**
 * A host screen's list and the details of what is chosen in it: the details pane opens once something is chosen; the
 * list hides only when the host hid it (the top bar's toggle) and something is chosen.
 */
export function ChosenTwoPane({ chosen, list, detail }: { chosen: boolean; list: ReactNode; detail: ReactNode }) {
  const { listVisible } = useShell();
  return <TwoPane listVisible={listVisible || !chosen} showDetail={chosen} list={list} detail={detail} />;
}
