/**
 * The auth area's public face: the account pages for <vmx-app>, and the sign-in widget. The pages' code
 * loads on demand (pages.ts, one chunk), so that the home route's first download stays small.
 */
import type { ComponentType } from 'react';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

type AuthPages = typeof import('./pages');

const authPage = (name: keyof AuthPages): ComponentType<PageProps> =>
  lazyComponent<PageProps>(() => import('./pages').then((pages) => ({ default: pages[name] })));

export const AuthPage = authPage('AuthPage');
export const ConfirmationPage = authPage('ConfirmationPage');
export const CorrelatePage = authPage('CorrelatePage');
export const CreateAccountPage = authPage('CreateAccountPage');
export const HoldingPage = authPage('HoldingPage');
export const NoaccessPage = authPage('NoaccessPage');
export const LoginPage = authPage('LoginPage');
export { LoginWidget } from './LoginWidget';
export const LogoutPage = authPage('LogoutPage');
export const PasswordRetrievalPage = authPage('PasswordRetrievalPage');
export const ResetPasswordPage = authPage('ResetPasswordPage');
export const UserDataSyncPage = authPage('UserDataSyncPage');
export const UserFormPage = authPage('UserFormPage');
