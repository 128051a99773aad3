import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SiteLayout } from './components/layout/site-layout';
import { PageSpinner } from './components/ui/spinner';

/**
 * Every route of docs/product.md, Routes. Pages load lazily, so the landing page carries no chat, booking, admin or
 * calendar code. Features never import each other; this file composes them.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./features/landing/landing-page')).LandingPage }),
      },
      {
        path: '/consultas',
        lazy: async () => ({
          Component: (await import('./features/booking/consultations-page')).ConsultationsPage,
        }),
      },
      {
        path: '/consultas/:id/recibo',
        lazy: async () => ({ Component: (await import('./features/booking/receipt-page')).ReceiptPage }),
      },
      {
        path: '/consultas-agendamento',
        lazy: async () => ({ Component: (await import('./features/booking/booking-page')).BookingPage }),
      },
      {
        path: '/consultas-sucesso',
        lazy: async () => ({
          Component: (await import('./features/booking/booking-success-page')).BookingSuccessPage,
        }),
      },
      {
        path: '/consultas-gerenciar',
        lazy: async () => ({
          Component: (await import('./features/booking/manage-consultation-page')).ManageConsultationPage,
        }),
      },
      {
        path: '/cadastrar-psicologo',
        lazy: async () => ({
          Component: (await import('./features/psychologist/partner-application-page'))
            .PartnerApplicationPage,
        }),
      },
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
        lazy: async () => ({
          Component: (await import('./features/psychologist/psychologist-dashboard-page'))
            .PsychologistDashboardPage,
        }),
      },
      {
        path: '/psychologist-login',
        lazy: async () => ({
          Component: (await import('./features/psychologist/psychologist-login-page')).PsychologistLoginPage,
        }),
      },
      {
        path: '/conta',
        lazy: async () => ({ Component: (await import('./features/account/account-page')).AccountPage }),
      },
      {
        path: '/esqueci-senha',
        lazy: async () => ({
          Component: (await import('./features/account/password-reset-pages')).ForgotPasswordPage,
        }),
      },
      {
        path: '/redefinir-senha',
        lazy: async () => ({
          Component: (await import('./features/account/password-reset-pages')).ResetPasswordPage,
        }),
      },
      {
        path: '/confirmar-email',
        lazy: async () => ({
          Component: (await import('./features/account/email-confirmation-page')).ConfirmEmailPage,
        }),
      },
      {
        path: '/email-confirmado',
        lazy: async () => ({
          Component: (await import('./features/account/email-confirmation-page')).EmailConfirmationPage,
        }),
      },
      {
        path: '/admin-consultas',
        lazy: async () => ({ Component: (await import('./features/admin/admin-page')).AdminPage }),
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
    // Full screen, without the site's header and footer: on a phone the call needs every pixel.
    path: '/consultas/sala/:id',
    hydrateFallbackElement: <PageSpinner />,
    lazy: async () => ({
      Component: (await import('./features/consultation-room/consultation-room-page')).ConsultationRoomPage,
    }),
  },
  {
    path: '/aria-chat',
    lazy: async () => ({ Component: (await import('./features/chat/chat-page')).ChatPage }),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
