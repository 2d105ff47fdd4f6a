/**
 * The auth area's pages for <vmx-app>, in one chunk that loads on demand (index.ts): the home route's
 * first render shows none of them, and a visitor who opens one soon opens another (sign in, create an
 * account, confirm it).
 */
export { AuthPage } from './AuthPage';
export { ConfirmationPage } from './ConfirmationPage';
export { CorrelatePage } from './CorrelatePage';
export { CreateAccountPage } from './CreateAccountPage';
export { HoldingPage } from './HoldingPage';
export { NoaccessPage } from './NoaccessPage';
export { LoginPage } from './LoginPage';
export { LogoutPage } from './LogoutPage';
export { PasswordRetrievalPage } from './PasswordRetrievalPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { UserDataSyncPage } from './UserDataSyncPage';
export { UserFormPage } from './UserFormPage';
