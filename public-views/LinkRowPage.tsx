import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Draws a link: a plain anchor on the server's pages, the app's router link where the app navigates itself. */
export type LinkComponent = ComponentType<{ className: string; href: string; children: ReactNode }>;

function Anchor({ className, href, children }: { className: string; href: string; children: ReactNode }) {
  return (
    <a className={className} href={href}>
      {children}
    </a>
  );
}

/**
 * A short page: a title, a paragraph and a row of links, the first one primary (the landing page, a public 404).
 * `focusTitle` lets the page move focus to its title after a navigation.
 */
export function LinkRowPage({
  className,
  title,
  body,
  links,
  actionsClassName = 'landing__actions',
  focusTitle = false,
  LinkAs = Anchor,
}: {
  className: string;
  title: ReactNode;
  body: ReactNode;
  /** Each link's address and its text's message id. */
  links: readonly { href: string; id: string }[];
  actionsClassName?: string;
  focusTitle?: boolean;
  LinkAs?: LinkComponent;
}) {
  return (
    <div className={className}>
      <h1 tabIndex={focusTitle ? -1 : undefined}>{title}</h1>
      <p>{body}</p>
      <p className={actionsClassName}>
        {links.map((link, index) => (
          <LinkAs key={link.href} className={index === 0 ? 'button button--primary' : 'button'} href={link.href}>
            <FormattedMessage id={link.id} />
          </LinkAs>
        ))}
      </p>
    </div>
  );
}
