import { describe, expect, it } from 'vitest';
import { contactMail, prefillContact, validateContact } from './contactForm';

describe('contact form', () => {
  it('is prefilled with first name, surname and e-mail', () => {
    expect(prefillContact({ firstname: 'Ada', surname: 'Lovelace', email: 'ada@example.test' })).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      subject: '',
      message: '',
    });
    expect(prefillContact(null)).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(prefillContact({ firstname: 'Ada', surname: null, email: null }).name).toBe('Ada');
  });
  it('needs every field and a real-looking e-mail', () => {
    expect(validateContact({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
    expect(validateContact({ name: 'A', email: 'not-mail', subject: 's', message: 'm' })).toEqual({ email: 'invalidEmail' });
    expect(validateContact({ name: 'A', email: 'a@example.test', subject: 's', message: 'm' })).toEqual({});
  });
  it('refuses a subject longer than the server takes', () => {
    expect(validateContact({ name: 'A', email: 'a@example.test', subject: 'x'.repeat(201), message: 'm' })).toEqual({ subject: 'tooLong' });
  });
  it('sends the mail shape of the spec, trimmed', () => {
    expect(contactMail({ name: ' Ada ', email: 'ada@example.test ', subject: ' Hi ', message: ' Hello ' })).toEqual({
      FromAddresses: [{ Name: 'Ada', Address: 'ada@example.test' }],
      Subject: 'Hi',
      Content: 'Hello',
    });
  });
});
