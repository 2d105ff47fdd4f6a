/** English defaults of the networking area's texts (areas/networking): its page and the area-of-interest popup. */
export const NETWORKING_TEXTS = {
  'networking.intro':
    'Meet colleagues who share your fields: choose your areas of interest, and find the sessions where you will meet them.',
  'networking.signIn': 'Sign in to choose your areas of interest and find the sessions of your fields.',
  'networking.signInLink': 'Sign in',
  'networking.interests.heading': 'Your areas of interest',
  'networking.interests.none': 'You have not chosen any areas of interest yet.',
  'networking.interests.choose': 'Choose areas of interest',
  'networking.interests.change': 'Change areas of interest',
  'networking.sessions.heading': 'Sessions of your areas',
  'networking.sessions.none': 'No session belongs to your areas.',
  'networking.sessions.choose': 'Choose areas of interest to see their sessions here.',
  'networking.more.heading': 'More ways to meet',
  'networking.more.exhibitors': 'Visit the exhibitors',
  'networking.more.meetings': 'Book a meeting in the meeting hub',
  'networking.popup.title': 'What are your areas of interest?',
  'networking.popup.intro':
    'Choose the fields you work in. We use them to show you the sessions of your fields; you can change them on the networking page at any time.',
  'networking.popup.legend': 'Areas of interest',
  'networking.popup.save': 'Save',
  'networking.popup.saving': 'Saving…',
  'networking.popup.later': 'Not now',
  'networking.popup.error': 'Your areas of interest could not be saved. Please try again.',
} as const;
