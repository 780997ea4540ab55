import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A part of a page (a card, unless a class says otherwise) under its heading, a message id, which names it. */
export function Section({ id, titleId, className = 'card', headingClassName, children }: { id: string; titleId: string; className?: string; headingClassName?: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  );
}
