import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http';
import { AUTH_TEXTS } from '../../core/authTexts';
import { registrationFailure, transferFailure } from './errors';

const failed = (status: number, body: unknown = null) => new HttpError('status', `HTTP ${status}`, '/api/x', status, body);
const badField = (field: string) => failed(400, { statusCode: 400, error: 'Bad Request', message: `${field}: is wrong`, field });

describe('transferFailure (POST /api/Token/ManageTransferFromBody)', () => {
  it('reads a 403 without the terms as the terms, with them as a link that cannot move an account', () => {
    const refusal = failed(403, { statusCode: 403, error: 'Forbidden', message: 'This account transfer is not valid' });
    expect(transferFailure(refusal, false)).toEqual({ field: null, text: 'auth.error.terms', refused: false });
    expect(transferFailure(refusal, true)).toEqual({ field: null, text: 'auth.transfer.refused', refused: true });
  });

  it('puts a 400 on the password field it names; a 400 on a value of the link refuses the link', () => {
    expect(transferFailure(badField('Password'), true)).toEqual({ field: 'Password', text: 'auth.passwordRule' });
    expect(transferFailure(badField('ConfirmPassword'), true)).toEqual({ field: 'ConfirmPassword', text: 'auth.passwordMismatch' });
    for (const field of ['Email', 'Encrypted', 'ManageUserId', 'body']) {
      expect(transferFailure(badField(field), true)).toEqual({ field: null, text: 'auth.transfer.refused', refused: true });
    }
  });

  it('says anything else (5xx, network) generically', () => {
    expect(transferFailure(failed(500), true)).toEqual({ field: null, text: 'auth.error.generic', refused: false });
    expect(transferFailure(new HttpError('network', 'Network Error', '/api/x'), true)).toMatchObject({ text: 'auth.error.generic' });
    expect(transferFailure(new Error('boom'), false)).toMatchObject({ text: 'auth.error.generic' });
  });
});

describe('registrationFailure (POST /api/Modules/ValidateRegistrationLogin)', () => {
  it('maps 404 and 400 to not found, 403 to another account, the rest to the generic text', () => {
    expect(registrationFailure(failed(404))).toBe('auth.registration.notFound');
    expect(registrationFailure(badField('regnumber'))).toBe('auth.registration.notFound');
    expect(registrationFailure(failed(403))).toBe('auth.registration.otherAccount');
    expect(registrationFailure(failed(502))).toBe('auth.error.generic');
    expect(registrationFailure(new TypeError('x'))).toBe('auth.error.generic');
  });

  it('only names texts that have an English default', () => {
    const keys = [404, 403, 400, 500].map((status) => registrationFailure(failed(status)));
    for (const key of keys) expect(AUTH_TEXTS[key]).toBeTruthy();
    expect(AUTH_TEXTS[transferFailure(failed(403), true).text]).toBeTruthy();
  });
});
