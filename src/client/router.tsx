import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type ErrorInfo,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  matchRoutes,
  Navigate,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';
import { SiteLayout } from './components/layout/site-layout';
import { PageSpinner } from './components/ui/spinner';

interface RouteHandle {
  /** Loads the route's page module; once it has resolved, the page renders without suspending. */
  load?: () => Promise<unknown>;
  /** The first render of a page under this route shows a spinner while its module loads (else nothing). */
  spinnerWhileLoading?: boolean;
}

const SPINNER_WHILE_LOADING: RouteHandle = { spinnerWhileLoading: true };

function withSpinnerWhileLoading(route: { element: ReactElement; handle: RouteHandle }) {
  return { ...route, handle: { ...route.handle, ...SPINNER_WHILE_LOADING } };
}

/**
 * A page whose module loads when its route is first rendered. Once loaded it renders at once, so boot.tsx and the
 * pre-render load the matched pages first and hydration finds the same tree as the HTML. react-router's data
 * router would do this with `lazy`, but it costs the landing about 18 KB gzip more (ADR 036).
 */
function page<M extends Record<K, ComponentType>, K extends keyof M>(
  importModule: () => Promise<M>,
  name: K,
): { element: ReactElement; handle: RouteHandle } {
  let Loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const load = () => {
    loading ??= importModule().then(
      (module) => (Loaded = module[name]),
      (error: unknown) => {
        // A later visit of the route tries again (a deploy replaced the chunk, the connection dropped).
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Suspended = lazy(async () => ({ default: await load() }));
  function LazyPage() {
    return Loaded ? <Loaded /> : <Suspended />;
  }
  return { element: <LazyPage />, handle: { load } };
}

/**
 * Every route of docs/product.md, Routes. Pages load lazily, so the landing page carries no chat, booking, admin or
 * calendar code. Features never import each other; this file composes them.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    handle: SPINNER_WHILE_LOADING,
    children: [
      {
        path: '/',
        ...page(() => import('./features/landing/landing-page'), 'LandingPage'),
      },
      {
        path: '/consultas',
        ...page(() => import('./features/booking/consultations-page'), 'ConsultationsPage'),
      },
      {
        path: '/consultas/:id/recibo',
        ...page(() => import('./features/booking/receipt-page'), 'ReceiptPage'),
      },
      {
        path: '/consultas-agendamento',
        ...page(() => import('./features/booking/booking-page'), 'BookingPage'),
      },
      {
        path: '/consultas-sucesso',
        ...page(() => import('./features/booking/booking-success-page'), 'BookingSuccessPage'),
      },
      {
        path: '/consultas-gerenciar',
        ...page(() => import('./features/booking/manage-consultation-page'), 'ManageConsultationPage'),
      },
      {
        path: '/cadastrar-psicologo',
        ...page(() => import('./features/psychologist/partner-application-page'), 'PartnerApplicationPage'),
      },
      {
        path: '/faq',
        ...page(() => import('./features/content/faq-page'), 'FaqPage'),
      },
      {
        path: '/privacidade',
        ...page(() => import('./features/content/privacy-page'), 'PrivacyPage'),
      },
      {
        path: '/termos',
        ...page(() => import('./features/content/terms-page'), 'TermsPage'),
      },
      {
        path: '/seja-psicologo',
        ...page(() => import('./features/content/become-psychologist-page'), 'BecomePsychologistPage'),
      },
      {
        path: '/recursos',
        ...page(() => import('./features/content/resources-page'), 'ResourcesPage'),
      },
      {
        path: '/psicologos',
        ...page(() => import('./features/booking/psychologists-page'), 'PsychologistsPage'),
      },
      {
        path: '/subscribe',
        ...page(() => import('./features/plans/subscribe-page'), 'SubscribePage'),
      },
      {
        path: '/plans',
        ...page(() => import('./features/plans/plans-page'), 'PlansPage'),
      },
      {
        path: '/payment-success',
        ...page(() => import('./features/plans/payment-success-page'), 'PaymentSuccessPage'),
      },
      {
        path: '/psychologist-dashboard',
        ...page(
          () => import('./features/psychologist/psychologist-dashboard-page'),
          'PsychologistDashboardPage',
        ),
      },
      {
        path: '/psychologist-login',
        ...page(() => import('./features/psychologist/psychologist-login-page'), 'PsychologistLoginPage'),
      },
      {
        path: '/conta',
        ...page(() => import('./features/account/account-page'), 'AccountPage'),
      },
      {
        path: '/esqueci-senha',
        ...page(() => import('./features/account/password-reset-pages'), 'ForgotPasswordPage'),
      },
      {
        path: '/redefinir-senha',
        ...page(() => import('./features/account/password-reset-pages'), 'ResetPasswordPage'),
      },
      {
        path: '/confirmar-email',
        ...page(() => import('./features/account/email-confirmation-page'), 'ConfirmEmailPage'),
      },
      {
        path: '/email-confirmado',
        ...page(() => import('./features/account/email-confirmation-page'), 'EmailConfirmationPage'),
      },
      {
        path: '/admin-consultas',
        ...page(() => import('./features/admin/admin-page'), 'AdminPage'),
      },
      {
        path: '*',
        ...page(() => import('./features/content/not-found-page'), 'NotFoundPage'),
      },
    ],
  },
  { path: '/auth', element: <Navigate to="/login" replace /> },
  {
    path: '/login',
    ...page(() => import('./features/auth/login-page'), 'LoginPage'),
  },
  {
    path: '/signup',
    ...page(() => import('./features/auth/signup-page'), 'SignUpPage'),
  },
  {
    // Full screen, without the site's header and footer: on a phone the call needs every pixel.
    path: '/consultas/sala/:id',
    ...withSpinnerWhileLoading(
      page(() => import('./features/consultation-room/consultation-room-page'), 'ConsultationRoomPage'),
    ),
  },
  {
    path: '/aria-chat',
    ...page(() => import('./features/chat/chat-page'), 'ChatPage'),
  },
];

/** Loads the page modules of the routes that match a location, so that its first render does not suspend. */
export async function loadRoutesOf(location: Partial<Location> | string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.load?.()));
}

/**
 * The browser's history, except that a navigation inside the app changes the address only once the next page's
 * module has loaded: the address never names a page that is not on screen yet (someone, or a test, reading the
 * address then the page would find the previous page's form), as with react-router's data router (ADR 036). The
 * back and forward buttons change the address at once, as the browser does; the page follows when loaded.
 */
type BrowserHistory = ReturnType<typeof createBrowserHistory>;

export function createHistoryAfterPageLoads(): BrowserHistory {
  const history = createBrowserHistory({ v5Compat: true });
  let latest = 0;
  const afterLoad = (to: Parameters<BrowserHistory['push']>[0], go: () => void) => {
    const navigation = ++latest;
    // A page that fails to load still gets its address: the error boundary then shows the failure.
    void loadRoutesOf(typeof to === 'string' ? new URL(to, window.location.href).pathname : to)
      .catch(() => undefined)
      .then(() => {
        if (navigation === latest) go();
      });
  };
  // The history's action and location are getters over its own state, so the wrapper inherits them.
  const wrapped: BrowserHistory = Object.create(history);
  wrapped.push = (to, state) => afterLoad(to, () => history.push(to, state));
  wrapped.replace = (to, state) => afterLoad(to, () => history.replace(to, state));
  return wrapped;
}

/** What shows while the first page's module loads: a spinner inside the site's pages, as before the app. */
function FirstLoad() {
  const location = useLocation();
  const matches = matchRoutes(routes, location) ?? [];
  const spinner = matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.spinnerWhileLoading);
  return spinner ? <PageSpinner /> : null;
}

interface ErrorBoundaryState {
  error: unknown;
  pathname: string;
}

/**
 * A page that fails to render or to load shows the error instead of an empty screen, as react-router's default
 * error element did, and the next page is rendered again.
 */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    const stack = error instanceof Error ? error.stack : null;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
        {stack ? (
          <pre style={{ padding: '0.5rem', backgroundColor: 'rgba(200,200,200, 0.5)' }}>{stack}</pre>
        ) : null}
      </>
    );
  }
}

/**
 * The app's routes, inside a router (BrowserRouter in the browser, StaticRouter while pre-rendering). Navigations
 * are transitions, so the page on screen stays until the next one's module has loaded. `children` render after the
 * page, inside the same Suspense boundary: React hydrates a boundary's content in a pass of its own, after the rest,
 * so what must run once the page is hydrated goes there.
 */
export function AppRoutes({ children }: { children?: ReactNode }) {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<FirstLoad />}>
        {element}
        {children}
      </Suspense>
    </RouteErrorBoundary>
  );
}
