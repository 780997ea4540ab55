import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** One figure of a dashboard: its name, its value and, where there is one, the list it comes from. */
export function Figure({ labelId, value, link }: { labelId: string; value: ReactNode; link?: ReactNode }) {
  return (
    <div className="admin__figure">
      <dt><FormattedMessage id={labelId} /></dt>
      <dd>{value}</dd>
      {link ? <dd>{link}</dd> : null}
    </div>
  );
}
