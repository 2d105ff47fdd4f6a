/**
 * English defaults of my area's texts (docs/rules/content-areas.md section 2: the dashboard and its modules; section
 * 4: forms; section 7: documents and terms). The box titles, buttons and descriptions come from the
 * event dashboard (GET EventDashboard); everything here is ours: the spec gives no my-area text.
 */
export const MY_AREA_TEXTS = {
  'myArea.intro': 'Everything that is yours at this congress, in one place.',
  'myArea.back': 'Back to My Area',
  'myArea.unknownModule': 'My Area has no section of this name.',
  'myArea.error': 'My Area could not be loaded.',
  'myArea.loading': 'Loading…',
  'myArea.retry': 'Try again',
  'myArea.signedOut': 'My Area shows your documents, forms and settings for this congress. Please sign in to see them.',
  'myArea.signIn': 'Sign in',
  // A module's heading when the dashboard has no box for it.
  'myArea.module.documents': 'My documents',
  'myArea.module.submission': 'Form',
  'myArea.module.evaluation': 'Evaluation',
  'myArea.module.program': 'My programme',
  'myArea.module.helpdesk': 'Helpdesk',
  'myArea.module.profile': 'My profile',
  'myArea.module.groups': 'Groups',
  'myArea.module.inbox': 'Inbox',
  'myArea.module.networking_settings': 'Networking',
  'myArea.module.network': 'Network',
  'myArea.module.terms': 'Terms and conditions',
  // Modules whose page belongs to another part of the platform.
  'myArea.open.evaluation': 'Go to the evaluation',
  'myArea.open.program': 'Open my personal programme',
  'myArea.open.helpdesk': 'Go to the helpdesk',
  'myArea.open.profile': 'Edit my profile',
  'myArea.open.contact': 'Write to the congress team',
  // Modules this platform describes but does not run.
  'myArea.about.groups':
    'Groups bring participants together around a topic. The organisers have not set up any groups for you at this congress.',
  // Documents.
  'myArea.documents.files': 'Documents',
  'myArea.documents.forms': 'Forms',
  'myArea.documents.name': 'Name',
  'myArea.documents.type': 'Type',
  'myArea.documents.date': 'Date',
  'myArea.documents.status': 'Status',
  'myArea.documents.action': 'Action',
  'myArea.documents.noFiles': 'You have no documents for this congress yet.',
  'myArea.documents.noForms': 'You have no forms for this congress.',
  'myArea.documents.error': 'Your documents could not be loaded.',
  'myArea.documents.download': 'Download',
  'myArea.documents.downloading': 'Downloading {name}…',
  'myArea.documents.downloadFailed': '{name} could not be downloaded. Please try again.',
  'myArea.documents.openForm': 'Open form',
  'myArea.fileType.pdf': 'PDF document',
  'myArea.fileType.form': 'Form',
  'myArea.fileType.other': '{type} file',
  'myArea.status.Open': 'Open',
  'myArea.status.Submitted': 'Submitted',
  'myArea.status.Done': 'Done',
  'myArea.status.Accepted': 'Accepted',
  'myArea.status.Rejected': 'Rejected',
  // A form (the submission module).
  'myArea.form.status': 'Status: {status}',
  'myArea.form.closed': 'This form is closed: you can read it, but no longer change it.',
  'myArea.form.notFound': 'This form is not among your documents.',
  'myArea.form.unavailable': 'This form could not be loaded. Please try again later.',
  'myArea.form.saveFailed': 'Your answers could not be saved. Please try again.',
  'myArea.form.saved': 'Thank you. Your form has been submitted.',
  'myArea.form.toDocuments': 'Back to my documents',
  'myArea.form.submit': 'Submit',
  'myArea.form.back': 'Back',
  'myArea.form.next': 'Next',
  // docs/rules/content-areas.md section 8's message for unanswered mandatory questions.
  'myArea.form.mandatory': 'There are mandatory questions which are not answered. Please check, thank you.',
  // Terms and conditions.
  'myArea.terms.event': 'Terms of this congress',
  'myArea.terms.platform': 'Terms of the platform',
  'myArea.terms.privacy': 'Privacy policy',
  'myArea.terms.empty': 'There are no terms to show.',
  'myArea.terms.error': 'The terms could not be loaded.',
} as const;
