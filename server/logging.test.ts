import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';
import { createTestApp } from './testing';

describe('redactUrl', () => {
  it('hides the values of jwt, jwt_token, access_token, token and code, whatever their case', () => {
    expect(redactUrl('/home/demo/ehc2026/en-GB?jwt_token=abc.def&preview=true')).toBe(
      '/home/demo/ehc2026/en-GB?jwt_token=[redacted]&preview=true',
    );
    expect(redactUrl('/x?JWT=1&Access_Token=2&token=3&code=4&state=5')).toBe(
      '/x?JWT=[redacted]&Access_Token=[redacted]&token=[redacted]&code=[redacted]&state=5',
    );
  });

  it('hides service credentials, passwords and external authorization codes', () => {
    expect(redactUrl('/api/Core/AuthenticationToken?client_id=cms&client_secret=abc&secret=x&password=y')).toBe(
      '/api/Core/AuthenticationToken?client_id=cms&client_secret=[redacted]&secret=[redacted]&password=[redacted]',
    );
    expect(redactUrl('/api/modules/BookedTickets?eventid=1&externalAuthorizationCode=z')).toBe(
      '/api/modules/BookedTickets?eventid=1&externalAuthorizationCode=[redacted]',
    );
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/api/Event/Shortname?shortName=ehc2026')).toBe('/api/Event/Shortname?shortName=ehc2026');
    expect(redactUrl('/version.json')).toBe('/version.json');
  });
});

describe('request logging', () => {
  it('never writes a token from the query string to the log', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const t = await createTestApp({ logger: true, logStream: stream });
    try {
      await t.app.inject({ method: 'GET', url: '/api/Core/ServerTime?jwt_token=SECRET1&code=SECRET2' });
      await t.app.inject({ method: 'GET', url: '/api/nothing?access_token=SECRET3' });
    } finally {
      await t.close();
    }
    expect(log).toContain('/api/Core/ServerTime?jwt_token=[redacted]');
    expect(log).not.toMatch(/SECRET\d/);
  });
});
