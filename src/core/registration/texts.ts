/**
 * English defaults of the registration pages' texts (docs/rules/shell-access-identity.md section 2 names the pages,
 * not their words). German: server/db/seed/texts-de/registration.ts.
 */
export const REGISTRATION_TEXTS = {
  'registration.intro': 'Your congress registration: your tickets, the days they are valid on, and the registration shop.',
  'registration.signedOut':
    'Registered for the congress? Sign in to see your tickets and the days they are valid on, and to link your registration number to your account. New here? Book your ticket in the registration shop.',
  'registration.signIn': 'Sign in to see your tickets',
  'registration.tickets': 'Your tickets',
  'registration.tickets.loading': 'Loading your tickets…',
  'registration.tickets.error': 'Your tickets could not be loaded.',
  'registration.tickets.none': 'You have no ticket for this congress yet.',
  'registration.tickets.syncError': 'Your tickets cannot be read from the registration system at the moment. Please try again later.',
  'registration.retry': 'Try again',
  'registration.ticket.state.valid': 'Valid',
  'registration.ticket.state.unpaid': 'Awaiting payment',
  'registration.ticket.state.invalid': 'Not valid',
  'registration.ticket.number': 'Registration number',
  'registration.ticket.participant': 'Participant type',
  'registration.ticket.days': 'Valid on',
  'registration.ticket.daysCount': '{count, plural, one {# day} other {# days}}',
  'registration.ticket.noDays': 'No dates given',
  'registration.ticket.hcp': 'Healthcare professional',
  'registration.ticket.hcpYes': 'Yes: includes the content for healthcare professionals',
  'registration.ticket.hcpNo': 'No',
  'registration.ticket.member': 'Society membership',
  'registration.shop': 'Registration shop',
  'registration.shop.text':
    'Book a ticket, add days or pay an open invoice in the registration shop. You come back here once you are done.',
  'registration.shop.link': 'Go to the registration shop',
  'registration.shop.none': 'The registration shop is not open at the moment.',
  'registration.link': 'Link a registration',
  'registration.link.text':
    'Registered with another e-mail address or by your institution? Enter your surname and registration number (on your confirmation) to link the registration to this account.',
  'registration.link.surname': 'Surname',
  'registration.link.number': 'Registration number',
  'registration.link.submit': 'Link registration',
  'registration.link.required': 'Please fill in this field.',
  'registration.link.done': 'Registration {number} ({type}) is now linked to your account.',
  'registration.link.notFound':
    'No registration matches this surname and registration number. Please check both against your confirmation.',
  'registration.link.failed': 'The registration could not be linked. Please try again.',
  'registration.link.tooMany': 'Too many attempts. Please wait a few minutes and try again.',
  'registration.overview': 'Back to your registration',
  'registration.landing.title': 'Thank you for your booking',
  'registration.landing.text':
    'Your purchase is being picked up: your ticket appears here as soon as the registration system has passed it on, usually within a minute.',
  'registration.landing.refresh': 'Check my tickets again',
  'registration.landing.home': 'Go to the congress home',
  'registration.landing.programme': 'Browse the programme',
} as const;

export type RegistrationTextKey = keyof typeof REGISTRATION_TEXTS;
