import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error';
import { ME_KEY } from './session/session';

/**
 * The app's TanStack Query client: answers are fresh for 30 s, a failed read is retried once unless the API refused it
 * (4xx), and any 401 means the session ended, so the user is signed out (the router then shows the sign-in page).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError && error.status === 401 && query.queryKey !== ME_KEY) client.setQueryData(ME_KEY, null);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}
