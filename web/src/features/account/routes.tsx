import type { RouteObject } from 'react-router-dom';

/** Sign-in pages, the account page, its settings and the vote statement of each child. */
export const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })) },
  {
    path: 'login/email',
    lazy: () => import('./pages/email-login-page').then((m) => ({ Component: m.EmailLoginPage })),
  },
  { path: 'register', lazy: () => import('./pages/register-page').then((m) => ({ Component: m.RegisterPage })) },
  {
    path: 'forgot-password',
    lazy: () => import('./pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'reset-password/:uid/:token',
    lazy: () => import('./pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: 'confirm-email/:uid/:token',
    lazy: () => import('./pages/confirm-email-page').then((m) => ({ Component: m.ConfirmEmailPage })),
  },
  {
    path: 'compte/telephone',
    lazy: () => import('./pages/confirm-phone-page').then((m) => ({ Component: m.ConfirmPhonePage })),
  },
  { path: 'account', lazy: () => import('./pages/account-page').then((m) => ({ Component: m.AccountPage })) },
  {
    path: 'compte/settings',
    lazy: () => import('./pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
  {
    path: 'compte/votes/:participantId',
    lazy: () => import('./pages/vote-statement-page').then((m) => ({ Component: m.VoteStatementPage })),
  },
];
