/**
 * English defaults of the evaluation and survey texts. The messages and labels marked "section 8" are the
 * spec's (docs/rules/content-areas.md section 8, docs/rules/shell-access-identity.md section 9); the rest are ours.
 */
export const EVALUATION_TEXTS = {
  // Section 8.
  'evaluation.mandatory': 'There are mandatory questions which are not answered. Please check, thank you.',
  'evaluation.alreadyDone': 'You have already evaluated. Thank you!',
  'evaluation.thanks': 'Thank you for your participation in the survey. If you would like to return please press the close button.',
  'evaluation.title': 'Evaluation',
  'evaluation.submit': 'Submit',
  'evaluation.back': 'Back',
  'evaluation.next': 'Next',
  'evaluation.complete': 'Complete',
  // Ours: the list of sessions to evaluate.
  'evaluation.intro':
    'Tell us what you thought of the sessions you attended and of the congress. A session can be evaluated once it has started.',
  'evaluation.sessions': 'Sessions to evaluate',
  'evaluation.sort': 'Sort by',
  'evaluation.sort.title': 'Title',
  'evaluation.sort.status': 'Status',
  'evaluation.column.start': 'Start',
  'evaluation.loading': 'Loading the sessions to evaluate…',
  'evaluation.error': 'The sessions to evaluate could not be loaded.',
  'evaluation.retry': 'Try again',
  'evaluation.empty': 'There are no sessions for you to evaluate.',
  'evaluation.untitled': 'Untitled session',
  'evaluation.status.done': 'Evaluated',
  'evaluation.status.open': 'Not evaluated yet',
  'evaluation.status.notYet': 'Opens when the session starts ({start})',
  'evaluation.status.notYetUnknown': 'Opens when the session starts',
  'evaluation.evaluate': 'Evaluate',
  'evaluation.evaluateSession': 'Evaluate {name}',
  'evaluation.signedOut': 'Please sign in to evaluate sessions and the congress.',
  'evaluation.signIn': 'Sign in',
  // Ours: the event evaluation.
  'evaluation.event.title': 'The congress',
  'evaluation.event.intro': 'How was the congress as a whole?',
  'evaluation.event.button': 'Evaluate the congress',
  // Ours: the evaluation modal.
  'evaluation.dialog.session': 'Evaluation: {name}',
  'evaluation.dialog.event': 'Evaluation of the congress',
  'evaluation.dialog.survey': 'Evaluation questions',
  'evaluation.close': 'Close',
  'evaluation.dialog.loading': 'Loading the evaluation…',
  'evaluation.dialog.error': 'The evaluation could not be loaded. Please close it and try again later.',
  'evaluation.saveError': 'Your answers could not be sent. They are still here: please try again.',
} as const;
