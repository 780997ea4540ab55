import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { ListState } from '../../ui/ListState';
import { LoadFailedText } from '../../ui/LoadFailed';
import type { SettingsListProps } from './settings-pages';

export interface ListItem {
  id: string;
  title: string;
  text: ReactNode;
}

/** The list pane of a settings page: its title, "New", and the items; selecting the selected one deselects it (spec §2). */
export function SettingsListPane({
  titleId,
  items,
  loading,
  detail,
  link,
  newLabelId = 'settings.new',
  failed,
  children,
}: SettingsListProps & {
  titleId: string;
  items: ListItem[];
  loading: boolean;
  newLabelId?: string;
  /** The list's load failed: which message says so, and the failure. */
  failed?: { messageId: string; failure: unknown; retry?: () => void } | null;
  children?: ReactNode;
}) {
  return (
    <div className="page">
      <div className="row row--between">
        <h1>
          <FormattedMessage id={titleId} />
        </h1>
        <Link className="button button--primary" href={link('new')}>
          <FormattedMessage id={newLabelId} />
        </Link>
      </div>
      <ListState pending={loading} error={failed ? <LoadFailedText messageId={failed.messageId} failure={failed.failure} /> : null} onRetry={failed?.retry} items={items}>
        {(shown) => (
          <ul className="select-list">
            {shown.map((item) => (
              <li key={item.id}>
                <Link href={detail === item.id ? link() : link(item.id)} className="select-list__item" aria-current={detail === item.id ? 'true' : undefined}>
                  <span className="select-list__title">{item.title}</span>
                  <span className="select-list__text">{item.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {children}
    </div>
  );
}
