/** The auth area's public face: the account pages for <vmx-app>, and the sign-in widget. */
export { AuthPage } from './AuthPage';
export { ConfirmationPage } from './ConfirmationPage';
export { CorrelatePage } from './CorrelatePage';
export { CreateAccountPage } from './CreateAccountPage';
export { HoldingPage } from './HoldingPage';
export { NoaccessPage } from './NoaccessPage';
export { LoginPage } from './LoginPage';
export { LoginWidget } from './LoginWidget';
export { LogoutPage } from './LogoutPage';
export { PasswordRetrievalPage } from './PasswordRetrievalPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { UserDataSyncPage } from './UserDataSyncPage';
export { UserFormPage } from './UserFormPage';
