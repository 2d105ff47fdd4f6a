import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http';
import { AUTH_TEXTS } from '../../core/authTexts';
import {
  codeFailure,
  createAccountFailure,
  passwordFailureText,
  registrationFailure,
  resetFailure,
  ssoFailure,
  transferFailure,
} from './errors';

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

describe('codeFailure (ConfirmEmailFromBody, ResetPasswordFromBody)', () => {
  it('tells a used, an expired and an invalid link apart by the 400’s reason', () => {
    const code = (reason?: string) =>
      failed(400, { statusCode: 400, error: 'Bad Request', message: 'x', field: 'code', ...(reason ? { reason } : {}) });
    expect(codeFailure(code('used'))).toBe('auth.code.used');
    expect(codeFailure(code('expired'))).toBe('auth.code.expired');
    expect(codeFailure(code('invalid'))).toBe('auth.code.invalid');
    expect(codeFailure(code())).toBe('auth.code.invalid');
    expect(codeFailure(failed(500))).toBe('auth.error.generic');
  });
});

describe('resetFailure', () => {
  it('puts a refused password on its field, and anything else on the link', () => {
    expect(resetFailure(badField('Password'))).toEqual({ field: 'password', text: 'auth.passwordRule' });
    expect(resetFailure(badField('ConfirmPassword'))).toEqual({ field: 'confirmation', text: 'auth.passwordMismatch' });
    expect(resetFailure(failed(400, { field: 'Code', reason: 'expired' }))).toEqual({ field: null, text: 'auth.code.expired' });
  });
});

describe('a password the server refused as too easy to guess', () => {
  const weak = (warning?: string) => failed(400, { field: 'Password', reason: 'weak-password', ...(warning ? { warning } : {}) });
  it('says why on the password field of every form that sets one', () => {
    expect(createAccountFailure(weak('common'))).toEqual({ field: 'Password', text: 'auth.passwordWeak.common' });
    expect(resetFailure(weak('userInputs'))).toEqual({ field: 'password', text: 'auth.passwordWeak.personal' });
    expect(transferFailure(weak('sequences'), true)).toEqual({ field: 'Password', text: 'auth.passwordWeak.guessable' });
    expect(passwordFailureText(weak())).toBe('auth.passwordWeak.guessable');
    expect(passwordFailureText(badField('Password'))).toBe('auth.passwordRule');
  });
});

describe('createAccountFailure', () => {
  it('puts a refused value on its field, a 403 on the terms, and says anything else generically', () => {
    expect(createAccountFailure(badField('Email'))).toEqual({ field: 'Email', text: 'auth.invalidEmail' });
    expect(createAccountFailure(badField('Password'))).toEqual({ field: 'Password', text: 'auth.passwordRule' });
    expect(createAccountFailure(badField('ContextModel'))).toEqual({ field: null, text: 'auth.error.generic' });
    expect(createAccountFailure(failed(403))).toEqual({ field: null, text: 'auth.error.terms' });
  });
});

describe('ssoFailure', () => {
  it('gives the one password message for a 401 or no reply to the confirmation (section 8)', () => {
    expect(ssoFailure(failed(401), 'confirm')).toBe('auth.sso.confirm.failed');
    expect(ssoFailure(new HttpError('network', 'network error', '/api/x'), 'confirm')).toBe('auth.sso.confirm.failed');
    expect(ssoFailure(failed(403), 'confirm')).toBe('auth.error.terms');
  });

  it('tells a registration for an address that has an account', () => {
    expect(ssoFailure(failed(409), 'register')).toBe('auth.sso.register.exists');
    expect(ssoFailure(failed(403), 'register')).toBe('auth.error.terms');
    expect(ssoFailure(failed(500), 'register')).toBe('auth.error.generic');
  });

  it("says why a new account's optional password was refused", () => {
    expect(ssoFailure(failed(400, { field: 'Password', reason: 'weak-password', warning: 'common' }), 'register')).toBe(
      'auth.passwordWeak.common',
    );
  });
});
