import { describe, expect, it } from 'vitest';
import { ssoErrorKind, ssoStart, ssoStep } from './sso';

const settings = { url: '/api/token/external/challenge', context: 'Event', provider: 'vmx-test' };
const params = { event: 'ehc2026', language: 'de-DE', returnUrl: 'https://congress.example/demo/ehc2026/de-DE/auth/correlate' };

describe('ssoStart', () => {
  it('puts shortname, language, returnUrl, context and provider on the sso url', () => {
    expect(ssoStart('', settings, params)).toEqual({
      path: '/api/token/external/challenge',
      query: { shortname: 'ehc2026', language: 'de-DE', returnUrl: params.returnUrl, context: 'Event', provider: 'vmx-test' },
    });
  });

  it('joins the identity url and the sso url with one slash', () => {
    expect(ssoStart('https://id.example/', settings, params).path).toBe('https://id.example/api/token/external/challenge');
    expect(ssoStart('https://id.example', { ...settings, url: 'sso/start' }, params).path).toBe('https://id.example/sso/start');
  });

  it('keeps an absolute sso url as it is', () => {
    expect(ssoStart('https://id.example', { ...settings, url: 'https://other.example/start' }, params).path).toBe(
      'https://other.example/start',
    );
  });

  it('takes the link provider over the instance default, and leaves out a missing context and provider', () => {
    expect(ssoStart('', settings, { ...params, provider: 'society-id' }).query.provider).toBe('society-id');
    const bare = ssoStart('', { url: '/x', context: null, provider: null }, params).query;
    expect(bare).not.toHaveProperty('context');
    expect(bare).not.toHaveProperty('provider');
  });
});

describe('ssoStep', () => {
  it('sends a user ready to log in with accepted terms to user sync', () => {
    expect(ssoStep({ statusAction: 'ExternalUserReadyToLogin', areTermsAccepted: true })).toBe('sync');
  });

  it('asks a user ready to log in without accepted terms to accept them first', () => {
    expect(ssoStep({ statusAction: 'ExternalUserReadyToLogin', areTermsAccepted: false })).toBe('terms');
  });

  it('asks for the password of an existing account, and registers a new person', () => {
    expect(ssoStep({ statusAction: 'ExternalUserNeedsPasswordConfirmation', areTermsAccepted: true })).toBe('confirm');
    expect(ssoStep({ statusAction: 'ExternalUserNeedsRegistration', areTermsAccepted: false })).toBe('register');
  });
});

describe('ssoErrorKind', () => {
  it('tells a cancelled sign-on from a failed one', () => {
    expect(ssoErrorKind(undefined)).toBeNull();
    expect(ssoErrorKind('access_denied')).toBe('cancelled');
    expect(ssoErrorKind('invalid_response')).toBe('failed');
  });
});
