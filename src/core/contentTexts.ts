/**
 * English defaults of the content area's texts: content and list pages, the contact page,
 * the back-to-top button, the intro mobile carousel and the app-install recommendation. None of these
 * texts is given by the spec; the spec names the screens (docs/rules/content-areas.md section 2,
 * docs/rules/shell-access-identity.md sections 2 and 4).
 */
export const CONTENT_TEXTS = {
  'content.loading': 'Loading…',
  'content.error': 'This page could not be loaded.',
  'content.retry': 'Try again',
  'list.label': 'Pages',
  'contact.intro': 'Questions about the congress? Write to us and we will answer by e-mail.',
  'contact.name': 'Name',
  'contact.email': 'E-mail',
  'contact.subject': 'Subject',
  'contact.message': 'Message',
  'contact.send': 'Send message',
  'contact.sending': 'Sending…',
  'contact.sent': 'Thank you. Your message has been sent.',
  'contact.another': 'Write another message',
  'contact.failed': 'Your message could not be sent. Please try again.',
  'contact.required': 'Please fill in this field.',
  'contact.invalidEmail': 'Please enter a valid e-mail address.',
  'contact.tooLong': 'This is too long.',
  'backToTop.label': 'Back to top',
  'carousel.title': 'Welcome',
  'carousel.close': 'Close',
  'carousel.previous': 'Previous',
  'carousel.next': 'Next',
  'carousel.position': '{current} of {total}',
  'appRecommendation.title': 'Get the congress app',
  'appRecommendation.text': 'The congress app keeps your programme, your favourites and the live sessions at hand.',
  'appRecommendation.install': 'Install the app',
  'appRecommendation.dismiss': 'Not now',
} as const;

export type ContentTextKey = keyof typeof CONTENT_TEXTS;
