import { describe, expect, it } from 'vitest';
import {
  CONTACT_DIALOG_CLOSE_MS,
  SPEAKER_MESSAGE_ROWS,
  SPEAKER_MESSAGE_SUBJECT_MAX,
  speakerMail,
  speakerMessageSubject,
  validateSpeakerMessage,
} from './speakerMessage';

describe('speaker message', () => {
  it('closes the dialog 3 seconds after success and has a message of 6 rows (sections 2 and 9)', () => {
    expect(CONTACT_DIALOG_CLOSE_MS).toBe(3000);
    expect(SPEAKER_MESSAGE_ROWS).toBe(6);
  });

  it('prefills the subject from contactSpeakerSubject', () => {
    expect(speakerMessageSubject({ contactSpeakerSubject: 'Your talk at EHC' })).toEqual({ subject: 'Your talk at EHC', warning: null });
  });

  it('starts with an empty subject, without a warning, when nothing is configured', () => {
    expect(speakerMessageSubject({})).toEqual({ subject: '', warning: null });
    expect(speakerMessageSubject(null)).toEqual({ subject: '', warning: null });
  });

  it('starts with an empty subject and a warning when the configured value is not text', () => {
    for (const value of [42, true, ['a'], { en: 'x' }]) {
      const result = speakerMessageSubject({ contactSpeakerSubject: value });
      expect(result.subject).toBe('');
      expect(result.warning).toMatch(/contactSpeakerSubject/);
    }
  });

  it('requires a subject (section 5) and lets the message be empty', () => {
    expect(validateSpeakerMessage({ subject: '', message: '' })).toEqual({ subject: 'required' });
    expect(validateSpeakerMessage({ subject: '   ', message: 'Hello' })).toEqual({ subject: 'required' });
    expect(validateSpeakerMessage({ subject: 'Question', message: '' })).toEqual({});
  });

  it('refuses a subject longer than the server takes', () => {
    expect(validateSpeakerMessage({ subject: 'a'.repeat(SPEAKER_MESSAGE_SUBJECT_MAX), message: '' })).toEqual({});
    expect(validateSpeakerMessage({ subject: 'a'.repeat(SPEAKER_MESSAGE_SUBJECT_MAX + 1), message: '' })).toEqual({ subject: 'tooLong' });
  });

  it('builds the mail: the speaker named without an address, the user as sender, the subject trimmed', () => {
    expect(
      speakerMail({
        speakerName: 'Dr. Ann Lee',
        userName: 'Bo Kim',
        userEmail: 'bo@example.test',
        fields: { subject: ' Hi ', message: 'Text\nmore' },
      }),
    ).toEqual({
      ToAddresses: [{ Name: 'Dr. Ann Lee', Address: '' }],
      FromAddresses: [{ Name: 'Bo Kim', Address: 'bo@example.test' }],
      Subject: 'Hi',
      Content: 'Text\nmore',
    });
  });
});
