/**
 * English defaults of the profile page's account summary, read from the complete user (GET /api/Core/UserComplete,
 * docs/rules/shell-access-identity.md section 7; areas/auth/AccountSummary.tsx).
 */
export const ACCOUNT_SUMMARY_TEXTS = {
  'profile.account.title': 'Your account',
  'profile.account.email': 'E-mail address',
  'profile.account.confirmed': 'confirmed',
  'profile.account.unconfirmed': 'not confirmed yet',
  'profile.account.terms': 'Terms of use',
  'profile.account.termsAccepted': 'accepted on {date}',
  'profile.account.termsNotAccepted': 'not accepted yet',
  'profile.account.firstLogin': 'First signed in to this congress',
  'profile.account.firstLoginNone': 'not recorded yet',
  'profile.account.tickets': 'Tickets',
  'profile.account.ticketsNone': 'no ticket for this congress yet',
  'profile.account.loading': 'Loading your account…',
  'profile.account.error': 'Your account details could not be loaded.',
} as const;
