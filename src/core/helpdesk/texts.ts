/** English defaults of the helpdesk page's texts (areas/helpdesk): questions and answers, search, contact, live help desk. */
export const HELPDESK_TEXTS = {
  'helpdesk.intro': 'Answers to the questions attendees ask most. Search them, or write to our team.',
  'helpdesk.search.label': 'Search the questions and answers',
  'helpdesk.search.placeholder': 'For example: certificate, password',
  'helpdesk.search.clear': 'Clear the search',
  'helpdesk.search.results':
    '{count, plural, =0 {No answer matches “{query}”.} one {# answer matches “{query}”.} other {# answers match “{query}”.}}',
  'helpdesk.search.none': 'Try other words, or write to us below.',
  'helpdesk.faq.label': 'Questions and answers',
  'helpdesk.faq.empty': 'No questions and answers have been published yet. Write to us below.',
  'helpdesk.more.title': 'Still need help?',
  'helpdesk.contact.title': 'Write to us',
  'helpdesk.widget.title': 'Live help desk',
  'helpdesk.widget.text': 'Chat with the help desk team while the congress is on.',
  'helpdesk.widget.open': 'Open the live help desk',
  'helpdesk.widget.loading': 'The live help desk is still loading. Please try again in a moment.',
  'helpdesk.widget.consentNeeded':
    'The live help desk is a service of a third party that sets its own cookies. It loads only once you have made a choice in the cookie settings.',
  'helpdesk.widget.consentOpen': 'Open the cookie settings',
} as const;
