import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router';
import type { ToasterProps } from 'sonner';
import type { MeResponse } from '../shared/contracts/me';
import { ME_QUERY_KEY } from './lib/me';
import { loadSonner, registerToasterMount } from './lib/notify';
import { createQueryClient } from './lib/query-client';
import { isVisitorOnlyPath } from './lib/visitor-pages';
import { AppRoutes, createHistoryAfterPageLoads } from './router';

let showToasterNow: (() => Promise<void>) | null = null;

/** Mounts sonner's Toaster: on every page but `/` as soon as the app runs, on `/` when a notice needs it. */
export function showToaster(): Promise<void> {
  return showToasterNow?.() ?? Promise.resolve();
}

/**
 * sonner's Toaster, mounted once its module is loaded (ADR 028). Rendered as nothing at first, in the browser and
 * while pre-rendering alike, so hydration finds the same tree.
 */
function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const waiting = useRef<Array<() => void>>([]);
  const mounted = useRef(false);
  useEffect(() => {
    const mount = () =>
      new Promise<void>((resolve) => {
        if (mounted.current) return resolve();
        waiting.current.push(resolve);
        void loadSonner().then((sonner) => setToaster(() => sonner.Toaster));
      });
    showToasterNow = mount;
    registerToasterMount(mount);
    // Every page but the landing imports sonner with its own code, so mounting it costs them nothing.
    if (!isVisitorOnlyPath(window.location.pathname)) void mount();
    return () => {
      showToasterNow = null;
    };
  }, []);
  useEffect(() => {
    if (!Toaster) return;
    mounted.current = true;
    for (const resolve of waiting.current.splice(0)) resolve();
  }, [Toaster]);
  return Toaster ? <Toaster richColors position="top-center" closeButton /> : null;
}

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
      <ToasterHost />
    </QueryClientProvider>
  );
}

/**
 * A page reached in the app (from `/`, say) may show a notice straight away. The landing's section links stay on
 * the same page and need no Toaster.
 */
function ToasterOnNavigation() {
  const { pathname } = useLocation();
  const [startedOn] = useState(pathname);
  useEffect(() => {
    if (pathname !== startedOn) void showToaster();
  }, [pathname, startedOn]);
  return null;
}

/** `afterPage` renders after the page, once it is on screen or hydrated (see AppRoutes). */
export function App({ initialMe, afterPage }: { initialMe?: MeResponse; afterPage?: ReactNode }) {
  const [history] = useState(createHistoryAfterPageLoads);
  return (
    <AppProviders initialMe={initialMe}>
      <HistoryRouter history={history}>
        <AppRoutes>{afterPage}</AppRoutes>
        <ToasterOnNavigation />
      </HistoryRouter>
    </AppProviders>
  );
}
