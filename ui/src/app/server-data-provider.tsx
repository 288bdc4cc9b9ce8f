import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * A query client with the app's defaults: no retries (the API transport already retries what is
 * worth retrying, and a screen offers its own "try again"), no refetch when the window regains
 * focus, and answers considered stale at once, so every screen that opens reads its data again
 * (showing what it already has meanwhile). Writes invalidate what they change (../shared/server-data).
 *
 * @example
 * const client = createQueryClient();
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

/**
 * The server data cache of one signed-in app: every screen reads through it (TanStack Query).
 * One client per mount, so a test's render, or a new session, starts empty.
 *
 * @example
 * <ServerDataProvider><RouterProvider router={router} /></ServerDataProvider>
 */
export function ServerDataProvider({ children, client }: { readonly children: ReactNode; readonly client?: QueryClient }) {
  const [own] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
