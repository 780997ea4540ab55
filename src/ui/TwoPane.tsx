import type { ReactNode } from 'react';

/**
 * List and details side by side; at 640 px or less only one pane shows (spec §2): the details when something is
 * selected, the list otherwise.
 */
export function TwoPane({ list, detail, showDetail, listVisible = true }: { list: ReactNode; detail: ReactNode; showDetail: boolean; listVisible?: boolean }) {
  return (
    <div className={`two-pane${showDetail ? ' two-pane--detail' : ''}${listVisible ? '' : ' two-pane--no-list'}`}>
      <section className="two-pane__list">{list}</section>
      <section className="two-pane__detail">{detail}</section>
    </div>
  );
}
