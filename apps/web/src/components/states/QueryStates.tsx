import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from './States';

/** What QueryStates reads of a TanStack Query result (`useQuery`'s or `useInfiniteQuery`'s). */
export interface QueryStatus<TData> {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  data: TData | undefined;
}

/** The query whose states are shown, the loading line's words and, for a list, when it is empty and what it says then. */
export interface QueryStatesProps<TData> {
  query: QueryStatus<TData>;
  /** The loading line without its ellipsis ("Loading findings"), announced politely (role status). */
  loading: string;
  /** Whether an answer is empty; `empty` is shown only when this holds. */
  isEmpty?: (data: TData) => boolean;
  /** The empty state of the list (`EmptyState`, or `TeamScopedEmptyState` for a team-scoped list). */
  empty?: ReactNode;
}

/**
 * The three states of a query before its content, the same on every page: while it is pending the loading line
 * (role status), after it failed the API's own words (role alert), and once answered with an empty answer the list's
 * empty state; nothing otherwise, so the page renders its content beside it. A query that failed after an earlier
 * answer shows the error, not the empty state.
 */
export function QueryStates<TData>({ query, loading, isEmpty, empty }: QueryStatesProps<TData>) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <ErrorState error={query.error} />;
  if (query.isSuccess && query.data !== undefined && empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return null;
}
