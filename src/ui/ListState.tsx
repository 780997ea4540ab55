import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from './Spinner';

export interface ListStateProps<T> {
  /** The items are on their way. */
  pending: boolean;
  /** Why the items did not load, in the person's language; null when nothing failed. */
  error: ReactNode | null;
  /** Asks for the items again; without it the failure is only said. */
  onRetry?: (() => void) | undefined;
  /** The items once loaded; undefined while there are none to show yet. */
  items: readonly T[] | undefined;
  /** Said when the items loaded and there are none; without it an empty list still renders (its own words). */
  empty?: ReactNode;
  /** The empty notice is announced to screen readers (a list the host waits on, e.g. collisions). */
  announceEmpty?: boolean;
  children(items: readonly T[]): ReactNode;
}

/**
 * The states of a staff list, in the order a screen shows them: loading, the failure (with "Try again"), the notice
 * for an empty list, the list. Every staff list says these the same way, so a host learns them once.
 */
export function ListState<T>({ pending, error, onRetry, items, empty, announceEmpty = false, children }: ListStateProps<T>) {
  const isEmpty = items !== undefined && items.length === 0 && empty !== undefined;
  return (
    <>
      {pending ? <Spinner /> : null}
      {error !== null ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      {error !== null && onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          <FormattedMessage id="list.retry" />
        </button>
      ) : null}
      {isEmpty ? (
        <p className="notice" role={announceEmpty ? 'status' : undefined}>
          {empty}
        </p>
      ) : null}
      {items !== undefined && !isEmpty ? children(items) : null}
    </>
  );
}
