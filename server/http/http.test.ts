import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BadRequestError, registerErrorHandler, TooManyRequestsError } from './errors';
import { normaliseLanguage, resolveLanguage } from './language';
import { parseQuery } from './validation';

describe('normaliseLanguage', () => {
  it('lower-cases the language and upper-cases the region', () => {
    expect(normaliseLanguage('DE-de')).toBe('de-DE');
    expect(normaliseLanguage('en_gb')).toBe('en-GB');
    expect(normaliseLanguage('EN')).toBe('en');
  });
});

describe('resolveLanguage', () => {
  const languages = ['en-GB', 'de-DE'];
  it('takes an exact match, else the same language part, else the default', () => {
    expect(resolveLanguage('de-de', languages, 'en-GB')).toBe('de-DE');
    expect(resolveLanguage('de', languages, 'en-GB')).toBe('de-DE');
    expect(resolveLanguage('de-AT', languages, 'en-GB')).toBe('de-DE');
    expect(resolveLanguage('fr-FR', languages, 'en-GB')).toBe('en-GB');
    expect(resolveLanguage(undefined, languages, 'en-GB')).toBe('en-GB');
  });
});

describe('parseQuery', () => {
  const schema = z.object({ shortName: z.string().min(1), count: z.coerce.number().int().optional() });

  it('returns the parsed query', () => {
    expect(parseQuery(schema, { query: { shortName: 'x', count: '3' } })).toEqual({ shortName: 'x', count: 3 });
  });

  it('throws a 400 naming the missing field as "querystring.<field>: Required"', () => {
    try {
      parseQuery(schema, { query: {} });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(BadRequestError);
      expect((error as BadRequestError).body()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'querystring.shortName: Required',
        field: 'shortName',
      });
    }
  });

  it("keeps zod's message for a value that is present but wrong", () => {
    expect(() => parseQuery(schema, { query: { shortName: 'x', count: 'many' } })).toThrow(/^querystring\.count: /);
  });
});

describe('the error handler', () => {
  it('answers a TooManyRequestsError with 429, its message and the Retry-After it names', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/busy', async () => {
      throw new TooManyRequestsError('Too many sign-ins at this moment', 5);
    });
    const response = await app.inject({ url: '/busy' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ statusCode: 429, message: 'Too many sign-ins at this moment' });
    await app.close();
  });
});
