/**
 * Contracts of mail (docs/rules/content-areas.md section 3, "Mail", and section 7, "Notes, comments, mail"): the
 * speaker and exhibitor mail (src/api/programme.ts, src/api/exhibition.ts) and the contact form
 * (src/api/content.ts). The reference server answers them in server/routes/mail.ts and content.ts.
 */

/** docs/rules/content-areas.md section 3, Mail: the addresses with Name and Address. */
export interface MailAddress {
  Name: string;
  Address: string;
}

/** POST /api/Mail/SendCustomMail body. */
export interface CustomMail {
  ToAddresses: MailAddress[];
  FromAddresses: MailAddress[];
  Subject: string;
  Content: string;
}
