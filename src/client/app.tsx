import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import type { MeResponse } from '../shared/contracts/me';
import { ME_QUERY_KEY } from './lib/me';
import { createQueryClient } from './lib/query-client';

interface AppProvidersProps {
  children: ReactNode;
  /** What the page was rendered with for the session; it is fetched again at once (updatedAt 0 is stale). */
  initialMe?: MeResponse;
}

/** What every page renders inside, in the browser and while pre-rendering at build time. */
export function AppProviders({ children, initialMe }: AppProvidersProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (initialMe) client.setQueryData(ME_QUERY_KEY, initialMe, { updatedAt: 0 });
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster richColors position="top-center" closeButton />
    </QueryClientProvider>
  );
}

export function App({
  router,
  initialMe,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  initialMe?: MeResponse;
}) {
  return (
    <AppProviders initialMe={initialMe}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
