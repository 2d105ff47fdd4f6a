/**
 * English defaults of the exhibitor profile's texts beyond EXHIBITOR_TEXTS (docs/rules/content-areas.md sections 2, 4 and 7):
 * the facts' labels, the tabs' contents (lounge, chat, webcasts, symposia), the booth link, the booth guru's
 * button and subject, and the HCP refusal. The spec names the features, not these words.
 */
export const EXHIBITOR_PROFILE_TEXTS = {
  'exhibitorProfile.sponsorType': 'Sponsor type',
  'exhibitorProfile.tags': 'Topics',
  'exhibitorProfile.website': 'Website',
  'exhibitorProfile.opensNewTab': '{label} (opens in a new tab)',
  'exhibitorProfile.tabLoading': 'Loading…',
  'exhibitorProfile.tabError': 'This section could not be loaded.',
  'exhibitorProfile.signIn': 'Sign in',
  'exhibitorProfile.toBooth': 'Visit the booth of {name}',
  'exhibitorProfile.boothMoved': 'This exhibitor welcomes you at its booth.',
  'exhibitorProfile.webcast.duration': '{minutes} min',
  'exhibitorProfile.presentation.by': 'by {speaker}',
  'exhibitorProfile.lounge.staff': 'Our team',
  'exhibitorProfile.lounge.join': 'Join the lounge',
  'exhibitorProfile.lounge.closed': 'The lounge is closed right now.',
  'exhibitorProfile.lounge.signInFirst': 'Please sign in to join the lounge.',
  'exhibitorProfile.chat.intro': 'Chat with the team of {name}.',
  'exhibitorProfile.chat.start': 'Start a conversation',
  'exhibitorProfile.chat.started': 'Conversation started',
  'exhibitorProfile.chat.reference': 'Your conversation reference: {id}',
  'exhibitorProfile.chat.failed': 'The conversation could not be started.',
  'exhibitorProfile.chat.signInFirst': 'Please sign in to chat with the company.',
  'exhibitorProfile.chat.unavailable': 'The chat is not available right now.',
  'exhibitorProfile.boothGuru.open': 'Contact a booth guru',
  'exhibitorProfile.boothGuru.subject': 'Question from the exhibition',
  'exhibitorProfile.boothGuru.required': 'Please write a message.',
  'exhibitorProfile.boothGuru.close': 'Close',
  'exhibitorProfile.hcp.refused': 'The content of this company is for healthcare professionals only.',
  'exhibitorProfile.hcp.signInFirst':
    'Products, webcasts, presentations and files of this company are shown to signed-in healthcare professionals.',
} as const;
