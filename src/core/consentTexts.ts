/** English defaults of the consent area's texts: the cookie banner (docs/rules/shell-access-identity.md section 4) and the TV widget. */
export const CONSENT_TEXTS = {
  'consent.title': 'Cookies on this platform',
  'consent.intro': 'We use cookies that the platform needs to work. With your consent we also use cookies for the services below.',
  'consent.analyticsText': 'Analytics cookies tell us how the congress platform is used, so that we can improve it (Google Analytics).',
  'consent.typekitText': 'Web font cookies let Adobe Fonts (Typekit) deliver the typefaces of the event.',
  'consent.acceptNecessary': 'Accept necessary cookies only',
  'consent.acceptAll': 'Accept all cookies',
  'consent.customise': 'Customise',
  'consent.options': 'Your cookie choice',
  'consent.necessary': 'Necessary cookies (always on)',
  'consent.analytics': 'Analytics cookies',
  'consent.typekit': 'Web font cookies (Adobe Typekit)',
  'consent.confirm': 'Save my choice',
  'widgets.tv': 'Congress TV',
} as const;
