/**
 * <vmx-app>: the whole platform as one page; it owns the address. Attributes: api-base (default /).
 * Here the areas meet: the shell gets the page bodies the other areas build.
 */
import {
  AuthPage,
  ConfirmationPage,
  CorrelatePage,
  CreateAccountPage,
  HoldingPage,
  LoginPage,
  LogoutPage,
  NoaccessPage,
  PasswordRetrievalPage,
  ResetPasswordPage,
  UserDataSyncPage,
  UserFormPage,
} from '../areas/auth';
import { App, type AppProps, type ChromeComponents, type PageComponents } from '../areas/shell';
import { VenuePage } from '../areas/venue';
import { defineElement } from './define';
// The pages of vmx-app place these elements; they share vmx-app's event context through the registry.
import './ticker';
import './logo-grid';

const PAGES: PageComponents = {
  LoginPage,
  CreateAccountPage,
  ConfirmationPage,
  PasswordRetrievalPage,
  ResetPasswordPage,
  LogoutPage,
  HoldingPage,
  NoaccessPage,
  UserFormPage,
  AuthPage,
  CorrelatePage,
  UserDataSyncPage,
  VenuePage,
};

/** Around every page: the areas' header, footer and overlays (none yet). */
const CHROME: ChromeComponents = {
  overlays: [],
};

function Platform(props: AppProps) {
  return <App {...props} pages={PAGES} chrome={CHROME} />;
}

export const VmxApp = defineElement({ tag: 'vmx-app', kind: 'standalone', component: Platform });
