/**
 * The message to a speaker (docs/rules/content-areas.md sections 2, 4, 5 and 9): own e-mail read-only, a subject
 * prefilled from the event configuration's contactSpeakerSubject and required, a message of six rows;
 * a success screen, then the dialog closes after 3 seconds.
 */

/** docs/rules/content-areas.md section 9, "Contact dialog closes after 3 s": how long the success screen stays. */
export const CONTACT_DIALOG_CLOSE_MS = 3000;
/** docs/rules/content-areas.md section 2: the message field has 6 rows. */
export const SPEAKER_MESSAGE_ROWS = 6;
/** Ours (the reference server's limit): the most characters of the subject. */
export const SPEAKER_MESSAGE_SUBJECT_MAX = 200;
/** Ours (the reference server's limit; section 5: "The message has no stated limit"). */
export const SPEAKER_MESSAGE_CONTENT_MAX = 10_000;

/**
 * The subject the form starts with: the configuration's contactSpeakerSubject when it is text; anything
 * else gives an empty subject and a warning to log (a configured value of the wrong type is a mistake
 * worth seeing; no value at all is not).
 */
export function speakerMessageSubject(config: Readonly<Record<string, unknown>> | null | undefined): {
  subject: string;
  warning: string | null;
} {
  const value = config?.contactSpeakerSubject;
  if (value === undefined || value === null) return { subject: '', warning: null };
  if (typeof value === 'string') return { subject: value, warning: null };
  return {
    subject: '',
    warning: `config_json contactSpeakerSubject is ${Array.isArray(value) ? 'a list' : typeof value}, not text; the subject starts empty`,
  };
}

export interface SpeakerMessageFields {
  subject: string;
  message: string;
}

export type SpeakerMessageError = 'required' | 'tooLong';

/** The fields' errors (section 5: the subject is required; the message may be empty). */
export function validateSpeakerMessage(fields: SpeakerMessageFields): Partial<Record<keyof SpeakerMessageFields, SpeakerMessageError>> {
  const errors: Partial<Record<keyof SpeakerMessageFields, SpeakerMessageError>> = {};
  const subject = fields.subject.trim();
  if (subject.length === 0) errors.subject = 'required';
  else if (subject.length > SPEAKER_MESSAGE_SUBJECT_MAX) errors.subject = 'tooLong';
  if (fields.message.length > SPEAKER_MESSAGE_CONTENT_MAX) errors.message = 'tooLong';
  return errors;
}

/** The mail's addresses (section 3, Mail: Name and Address). */
export interface SpeakerMailAddress {
  Name: string;
  Address: string;
}

/** The SendCustomMail body (section 3, Mail). */
export interface SpeakerMail {
  ToAddresses: SpeakerMailAddress[];
  FromAddresses: SpeakerMailAddress[];
  Subject: string;
  Content: string;
}

/**
 * The mail to send. The speaker's address is never published, so the recipient is named only (the call
 * names the speaker by id); the sender is the signed-in user.
 */
export function speakerMail(input: {
  speakerName: string;
  userName: string;
  userEmail: string;
  fields: SpeakerMessageFields;
}): SpeakerMail {
  return {
    ToAddresses: [{ Name: input.speakerName, Address: '' }],
    FromAddresses: [{ Name: input.userName, Address: input.userEmail }],
    Subject: input.fields.subject.trim(),
    Content: input.fields.message,
  };
}
