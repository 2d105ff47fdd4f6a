/**
 * The contact form (docs/rules/content-areas.md section 2: prefilled with first name, surname and e-mail; section
 * 7: it sends a mail of the shape ToAddresses/FromAddresses {Name, Address}, Subject, Content; section 8:
 * the confirmation shows only on status 200). Field rules are not given by the spec; ours: every field
 * is needed, the e-mail must look like one, and the lengths stay within what the server accepts.
 */

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactFieldError = 'required' | 'invalidEmail' | 'tooLong';

/** Ours, as the reference server checks them. */
export const CONTACT_LIMITS = { name: 200, email: 320, subject: 200, message: 10_000 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The prefilled fields: the signed-in user's first name and surname, and e-mail. */
export function prefillContact(user: { firstname: string | null; surname: string | null; email: string | null } | null): ContactFields {
  const name = [user?.firstname, user?.surname].filter((part) => part && part.trim()).join(' ');
  return { name, email: user?.email ?? '', subject: '', message: '' };
}

export function validateContact(fields: ContactFields): Partial<Record<keyof ContactFields, ContactFieldError>> {
  const errors: Partial<Record<keyof ContactFields, ContactFieldError>> = {};
  for (const key of ['name', 'email', 'subject', 'message'] as const) {
    const value = fields[key].trim();
    if (value === '') errors[key] = 'required';
    else if (value.length > CONTACT_LIMITS[key]) errors[key] = 'tooLong';
  }
  if (!errors.email && !EMAIL.test(fields.email.trim())) errors.email = 'invalidEmail';
  return errors;
}

/** The mail the form sends (the server adds the event's contact address as recipient). */
export function contactMail(fields: ContactFields): {
  FromAddresses: { Name: string; Address: string }[];
  Subject: string;
  Content: string;
} {
  return {
    FromAddresses: [{ Name: fields.name.trim(), Address: fields.email.trim() }],
    Subject: fields.subject.trim(),
    Content: fields.message.trim(),
  };
}
