import { Spinner } from '../ui/Spinner';
import type { DayMatrixState } from './use-day';
import { useErrorText } from './use-front-of-house';

/** A screen's day that is not there: a spinner while it loads, else why it did not load (`className` styles that). */
export function DayNotLoaded({ matrix, className = 'form__error' }: { matrix: Pick<DayMatrixState, 'isPending' | 'error'>; className?: string }) {
  const errorText = useErrorText();
  if (matrix.isPending) return <Spinner />;
  return (
    <p className={className} role="alert">
      {errorText(matrix.error)}
    </p>
  );
}

/** The day is there to show (loaded, and its last refresh did not fail). */
export const dayLoaded = (matrix: DayMatrixState): matrix is DayMatrixState & { data: NonNullable<DayMatrixState['data']> } =>
  !matrix.isPending && !matrix.isError && matrix.data !== undefined;
