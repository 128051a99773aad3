import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SiteLayout } from './components/layout/site-layout';
import { RequireUser } from './components/layout/route-guards';
import { PageSpinner } from './components/ui/spinner';
import { ComingSoonPage } from './features/content/coming-soon-page';

/**
 * Every route of SPEC §2. Pages load lazily, so the landing page carries no chat, booking, admin or calendar
 * code. Features never import each other; this file composes them.
 */
const comingSoon = (title: string) => <ComingSoonPage title={title} />;

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./features/landing/landing-page')).LandingPage }),
      },
      { path: '/consultas', element: comingSoon('Consultas') },
      { path: '/consultas-agendamento', element: comingSoon('Agendar consulta') },
      { path: '/consultas-sucesso', element: comingSoon('Consulta agendada') },
      { path: '/cadastrar-psicologo', element: comingSoon('Cadastro de psicólogo parceiro') },
      {
        path: '/faq',
        lazy: async () => ({ Component: (await import('./features/content/faq-page')).FaqPage }),
      },
      {
        path: '/privacidade',
        lazy: async () => ({ Component: (await import('./features/content/privacy-page')).PrivacyPage }),
      },
      {
        path: '/termos',
        lazy: async () => ({ Component: (await import('./features/content/terms-page')).TermsPage }),
      },
      {
        path: '/seja-psicologo',
        lazy: async () => ({
          Component: (await import('./features/content/become-psychologist-page')).BecomePsychologistPage,
        }),
      },
      {
        path: '/recursos',
        lazy: async () => ({ Component: (await import('./features/content/resources-page')).ResourcesPage }),
      },
      {
        path: '/psicologos',
        lazy: async () => ({
          Component: (await import('./features/booking/psychologists-page')).PsychologistsPage,
        }),
      },
      {
        path: '/subscribe',
        lazy: async () => ({ Component: (await import('./features/plans/subscribe-page')).SubscribePage }),
      },
      {
        path: '/plans',
        lazy: async () => ({ Component: (await import('./features/plans/plans-page')).PlansPage }),
      },
      {
        path: '/payment-success',
        lazy: async () => ({
          Component: (await import('./features/plans/payment-success-page')).PaymentSuccessPage,
        }),
      },
      {
        path: '/psychologist-dashboard',
        element: (
          <RequireUser redirectTo="/psychologist-login">{comingSoon('Painel do psicólogo')}</RequireUser>
        ),
      },
      { path: '/psychologist-login', element: comingSoon('Área do psicólogo') },
      {
        path: '/admin-consultas',
        element: <RequireUser>{comingSoon('Relatório de consultas')}</RequireUser>,
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./features/content/not-found-page')).NotFoundPage }),
      },
    ],
  },
  { path: '/auth', element: <Navigate to="/login" replace /> },
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./features/auth/login-page')).LoginPage }),
  },
  {
    path: '/signup',
    lazy: async () => ({ Component: (await import('./features/auth/signup-page')).SignUpPage }),
  },
  {
    path: '/aria-chat',
    lazy: async () => ({ Component: (await import('./features/chat/chat-page')).ChatPage }),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
