/**
 * The SSO test provider's token endpoint (issue 16, development surfaces): a malformed
 * `Authorization: Basic` header is the caller's mistake, answered 400 invalid_request naming the
 * header, never a 500 and never a silent fall-back to the form's credentials.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = new URLSearchParams({
  grant_type: 'authorization_code',
  code: 'no-such-code',
  redirect_uri: 'http://localhost/api/token/external/callback',
}).toString();

const token = (authorization: string) =>
  t.app.inject({
    method: 'POST',
    url: '/sso-test-provider/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
    payload: form,
  });

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('the SSO test provider token endpoint with a malformed Basic header', () => {
  it.each([
    ['credentials whose percent-encoding is broken', `Basic ${base64('vmx-identity%:secret%zz')}`],
    ['a value without a colon', `Basic ${base64('vmx-identity')}`],
    ['a value that is not base64', 'Basic !!!not*base64!!!'],
    ['no value at all', 'Basic '],
    ['two values', `Basic ${base64('a:b')} ${base64('c:d')}`],
  ])(
    'answers 400 invalid_request naming the Authorization header for %s, and 401 to well-formed wrong credentials',
    async (_, authorization) => {
      const response = await token(authorization);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('Authorization') });
      const wrong = await token(`Basic ${base64('vmx-identity:wrong')}`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
    },
  );
});
