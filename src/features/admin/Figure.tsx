import type { ReactNode } from 'react';
import { Fact } from '../../ui/Fact';

/** One figure of a dashboard: its name, its value and, where there is one, the list it comes from. */
export function Figure({ labelId, value, link }: { labelId: string; value: ReactNode; link?: ReactNode }) {
  return (
    <Fact className="admin__figure" labelId={labelId} value={value}>
      {link ? <dd>{link}</dd> : null}
    </Fact>
  );
}
