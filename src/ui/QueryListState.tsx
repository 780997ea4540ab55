import { ListState, type ListStateProps } from './ListState';

/** The parts of a list query the list states read (TanStack Query's result has them). */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { items: readonly T[] } | undefined;
  refetch(): unknown;
}

type QueryListStateProps<T> = Omit<ListStateProps<T>, 'pending' | 'error' | 'onRetry' | 'items'> & {
  query: ListQuery<T>;
  /** The failure in the person's language. */
  errorText(failure: unknown): string;
};

/** ListState for a list loaded by one query: pending, failure with retry, and items come from the query. */
export function QueryListState<T>({ query, errorText, ...rest }: QueryListStateProps<T>) {
  return <ListState pending={query.isPending} error={query.isError ? errorText(query.error) : null} onRetry={() => void query.refetch()} items={query.data?.items} {...rest} />;
}
