import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * One entry of a description list (`dl`): its name, a message id, and its value, grouped in an element the list
 * styles (a tile, a row). `children` are further descriptions of the same name (a link to the list behind it).
 */
export function Fact({ labelId, value, className, children }: { labelId: string; value: ReactNode; className: string; children?: ReactNode }) {
  return (
    <div className={className}>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{value}</dd>
      {children}
    </div>
  );
}
