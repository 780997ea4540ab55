import { Fragment, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { ListState } from '../../ui/ListState';
import { LoadFailedText } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { TwoPane } from '../../ui/TwoPane';
import type { SettingsListProps } from './settings-pages';
import { Message } from '../../ui/Message';

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
        <Message as="h1" id={titleId} />
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

/** The parts of a list query a settings page reads (TanStack Query's result has them). */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { items: T[] } | undefined;
  refetch(): unknown;
}

/**
 * A settings page over one list (spec §2): the list pane, and for `detail` the form beside it: a new item's form for
 * `new`, the item's once the list has it, a spinner until then.
 */
export function SettingsListPage<T extends { _id: string }>({
  titleId,
  query,
  failedMessageId,
  order,
  itemOf,
  formOf,
  detail,
  link,
}: SettingsListProps & {
  titleId: string;
  query: ListQuery<T>;
  /** Says the list did not load (with "Try again"); without it a failed list shows as empty. */
  failedMessageId?: string;
  /** The order the list shows its items in; the server's without it. */
  order?: (a: T, b: T) => number;
  itemOf(item: T): Omit<ListItem, 'id'>;
  /** The chosen item's form (null for a new item), and where its links go. */
  formOf(item: T | null, link: SettingsListProps['link']): ReactNode;
}) {
  const all = query.data?.items ?? [];
  const selected = all.find((item) => item._id === detail) ?? null;
  const items = (order ? [...all].sort(order) : all).map((item) => ({ id: item._id, ...itemOf(item) }));
  const failed = failedMessageId && query.isError ? { messageId: failedMessageId, failure: query.error, retry: () => void query.refetch() } : null;
  return (
    <TwoPane
      showDetail={detail !== null}
      list={<SettingsListPane titleId={titleId} items={items} loading={query.isPending} failed={failed} detail={detail} link={link} />}
      // A form of its own for each item: nothing typed into one item's form shows in another's.
      detail={detail === null ? null : detail === 'new' || selected ? <Fragment key={detail}>{formOf(selected, link)}</Fragment> : <Spinner />}
    />
  );
}
