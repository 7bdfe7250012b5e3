// Every route of the web app. Pages load lazily (one chunk each) so the first visit downloads only
// the shell and the page it lands on. Unknown paths show Page Not Found: no placeholder pages.
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunction } from 'react-router';
import { AppLayout } from './app-shell/app-layout';
import { NotFoundPage } from './app-shell/not-found-page';
import { RouteError } from './app-shell/route-error';
import { RequireSession } from './features/auth/components/require-session';
import { publicSettingsQueryOptions } from './features/settings/api/get-public-settings';
import { queryClient } from './lib/query-client';

/** The landing page can be switched off by the administrator; / then leads to the sign-in page. */
const landingLoader: LoaderFunction = async () => {
  const settings = await queryClient.ensureQueryData(publicSettingsQueryOptions()).catch(() => null);
  if (settings && !settings.enableLandingPage) throw redirect('/login');
  return null;
};

/** A route whose page component loads on first visit, in its own chunk. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

export const router = createBrowserRouter([
  {
    path: '/',
    Component: AppLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="min-h-dvh" />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: landingLoader,
            lazy: page(
              () => import('./routes/landing'),
              (m) => m.LandingRoute,
            ),
          },
          { path: 'features', loader: () => redirect('/#features') },
          { path: 'pricing', loader: () => redirect('/#pricing') },
          {
            path: 'terms',
            lazy: page(
              () => import('./features/site-pages/terms-page'),
              (m) => m.TermsPage,
            ),
          },
          {
            path: 'privacy',
            lazy: page(
              () => import('./features/site-pages/privacy-page'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: 'security',
            lazy: page(
              () => import('./features/site-pages/security-page'),
              (m) => m.SecurityPage,
            ),
          },
          {
            path: 'compliance',
            lazy: page(
              () => import('./features/site-pages/compliance-page'),
              (m) => m.CompliancePage,
            ),
          },
          {
            path: 'gdpr',
            lazy: page(
              () => import('./features/site-pages/gdpr-page'),
              (m) => m.GdprPage,
            ),
          },
          {
            path: 'enterprise',
            lazy: page(
              () => import('./features/site-pages/enterprise-page'),
              (m) => m.EnterprisePage,
            ),
          },
          // Contact is the help page's contact form.
          { path: 'contact', loader: () => redirect('/help#contact') },
          {
            path: 'help',
            lazy: page(
              () => import('./routes/help'),
              (m) => m.HelpRoute,
            ),
          },
          {
            path: 'verify',
            lazy: page(
              () => import('./features/verify/verify-page'),
              (m) => m.VerifyPage,
            ),
          },
          {
            path: 'status',
            lazy: page(
              () => import('./features/status/status-page'),
              (m) => m.StatusPage,
            ),
          },
          {
            path: 'login',
            lazy: page(
              () => import('./routes/auth'),
              (m) => m.LoginRoute,
            ),
          },
          {
            path: 'register',
            lazy: page(
              () => import('./routes/auth'),
              (m) => m.RegisterRoute,
            ),
          },
          {
            path: 'forgot-password',
            lazy: page(
              () => import('./features/auth/forgot-password-page'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: 'reset-password/:token',
            lazy: page(
              () => import('./routes/auth'),
              (m) => m.ResetPasswordRoute,
            ),
          },
          {
            path: 'verify-email/:token',
            lazy: page(
              () => import('./features/auth/verify-email-page'),
              (m) => m.VerifyEmailPage,
            ),
          },
          {
            // Public: a signer's link works without an account (PRODUCT.md section 3).
            path: 'sign/:documentId/:signId',
            lazy: page(
              () => import('./features/signing/sign-page'),
              (m) => m.SignPage,
            ),
          },
          {
            // Signed-in pages: visitors go to /login?next=… (the dashboard and documents join here).
            Component: RequireSession,
            children: [
              {
                path: 'profile',
                lazy: page(
                  () => import('./routes/profile'),
                  (m) => m.ProfileRoute,
                ),
              },
              {
                path: 'dashboard',
                lazy: page(
                  () => import('./routes/dashboard'),
                  (m) => m.DashboardRoute,
                ),
              },
              {
                path: 'documents',
                lazy: page(
                  () => import('./routes/documents'),
                  (m) => m.DocumentsRoute,
                ),
              },
              {
                path: 'sent',
                lazy: page(
                  () => import('./routes/documents'),
                  (m) => m.SentRoute,
                ),
              },
              {
                path: 'document-upload',
                lazy: page(
                  () => import('./routes/documents'),
                  (m) => m.DocumentUploadRoute,
                ),
              },
              {
                path: 'document/:id?',
                lazy: page(
                  () => import('./routes/documents'),
                  (m) => m.DocumentRoute,
                ),
              },
              {
                path: 'my-signatures',
                lazy: page(
                  () => import('./routes/my-signatures'),
                  (m) => m.MySignaturesRoute,
                ),
              },
              {
                path: 'add-signers/:id',
                lazy: page(
                  () => import('./routes/signers'),
                  (m) => m.AddSignersRoute,
                ),
              },
              {
                path: 'update-signers/:id',
                lazy: page(
                  () => import('./routes/signers'),
                  (m) => m.UpdateSignersRoute,
                ),
              },
              {
                path: 'clients',
                lazy: page(
                  () => import('./features/clients/clients-page'),
                  (m) => m.ClientsPage,
                ),
              },
              {
                path: 'contract-generator',
                lazy: page(
                  () => import('./routes/contract-generator'),
                  (m) => m.ContractGeneratorRoute,
                ),
              },
            ],
          },
          {
            // The administrator area: its own login for visitors, not found for non-administrators;
            // unknown admin paths lead back to the dashboard.
            path: 'admin',
            lazy: page(
              () => import('./routes/admin'),
              (m) => m.AdminRoute,
            ),
            children: [
              {
                index: true,
                lazy: page(
                  () => import('./routes/admin'),
                  (m) => m.AdminDashboardRoute,
                ),
              },
              {
                path: 'users',
                lazy: page(
                  () => import('./routes/admin'),
                  (m) => m.AdminUsersRoute,
                ),
              },
              {
                path: 'user/:userId',
                lazy: page(
                  () => import('./routes/admin'),
                  (m) => m.AdminUserRoute,
                ),
              },
              {
                path: 'documents',
                lazy: page(
                  () => import('./routes/admin'),
                  (m) => m.AdminDocumentsRoute,
                ),
              },
              {
                path: 'clients',
                lazy: page(
                  () => import('./routes/admin'),
                  (m) => m.AdminClientsRoute,
                ),
              },
              {
                path: 'api-keys',
                lazy: page(
                  () => import('./routes/admin'),
                  (m) => m.AdminApiKeysRoute,
                ),
              },
              {
                path: 'webhooks',
                lazy: page(
                  () => import('./routes/admin'),
                  (m) => m.AdminWebhooksRoute,
                ),
              },
              {
                path: 'logs',
                lazy: page(
                  () => import('./routes/admin'),
                  (m) => m.AdminLogsRoute,
                ),
              },
              {
                path: 'settings',
                lazy: page(
                  () => import('./routes/admin'),
                  (m) => m.AdminSettingsRoute,
                ),
              },
              { path: '*', loader: () => redirect('/admin') },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
