/** English defaults of the texts of the standalone platform's frame (<vmx-app>): loading, not-found, maintenance. */
export const SHELL_TEXTS = {
  'app.defaultTitle': 'VMX',
  'app.loading': 'Loading…',
  'app.notFound.title': 'Page not found',
  'app.notFound.text': 'The page you are looking for does not exist or has moved.',
  'app.notFound.home': 'Go to the home page',
  'app.pagePlaceholder': 'This page is being built.',
  'app.error.title': 'Something went wrong',
  'maintenance.title': "We'll be back soon!",
  'maintenance.text': 'The platform is being maintained. Please try again in a few minutes.',
  'error.network': 'network error',
  'error.aborted': 'request aborted',
  'error.timeout': 'timeout of {ms} ms exceeded',
  'admin.open': 'Admin panel',
  'admin.title': 'Admin panel',
  'admin.close': 'Close',
  'admin.contentUnlocked': 'Content unlocked (super-user mode)',
  'admin.devBuild': 'Dev build',
  'admin.liveBuild': 'Live build',
  'admin.appView': 'App container view',
  'admin.terminalView': 'Terminal view',
  'admin.build': 'Version {version}, built {date}',
  'accessDenied.title': 'No access',
  'accessDenied.text': 'Your account does not give access to this content.',
  'accessDenied.signIn': 'Sign in with an account that has access',
} as const;

export type ShellTextKey = keyof typeof SHELL_TEXTS;
