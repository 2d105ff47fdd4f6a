/** The API reference: the OpenAPI document generated from the routes' zod schemas, and its page at /api/. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_PATH } from '../http/apiDocs';
import { API_REFERENCE_PAGE_POLICY } from '../http/securityHeaders';
import { PACKAGE_JSON } from '../paths';
import { createTestApp, type TestApp } from '../testing';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string; pattern?: string };
}
interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { type?: string; properties?: Record<string, unknown>; required?: string[] } }> };
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  doc = response.json<OpenApiDocument>();
});
afterAll(() => t.close());

const operation = (path: string, method: string): Operation => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
};

describe('the OpenAPI document', () => {
  it('is OpenAPI 3 with our title, the package version and a relative server', () => {
    const { version } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string };
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'VMX reference API', version });
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });

  it('gives every operation a tag (its service) and a summary', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(op.tags?.length, `${method} ${path}`).toBe(1);
        expect(op.summary, `${method} ${path}`).toBeTruthy();
      }
    }
  });

  it("lists the sign-in call with its body's fields, from the zod schema the route parses with", () => {
    const login = operation('/api/Token/ValidateLoginFromBody', 'post');
    expect(login.tags).toEqual(['Identity']);
    const schema = login.requestBody?.content['application/json']?.schema;
    expect(schema?.type).toBe('object');
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['Email', 'Password', 'AcceptTermsOfUse', 'RememberMe', 'ContextModel']),
    );
    expect(schema?.required).toEqual(expect.arrayContaining(['Email', 'Password', 'ContextModel']));
  });

  it("lists a programme list with its query parameters, and a company's profile with its path parameters", () => {
    const sessions = operation('/api/Modules/PAGSessionsV2', 'get');
    expect(sessions.tags).toEqual(['Programme']);
    const query = Object.fromEntries((sessions.parameters ?? []).map((parameter) => [parameter.name, parameter]));
    expect(Object.keys(query)).toEqual(expect.arrayContaining(['eventid', 'shortname', 'language', 'take']));
    expect(query.eventid).toMatchObject({ in: 'query', required: false, schema: { type: 'string', pattern: '^\\d{1,9}$' } });

    const profile = operation('/api/exhibition/CompanyAccount/{eventid}/{language}/{id}', 'get');
    expect((profile.parameters ?? []).map((parameter) => [parameter.in, parameter.name])).toEqual([
      ['path', 'eventid'],
      ['path', 'language'],
      ['path', 'id'],
    ]);
  });

  it('lists one spelling of each route: the one the rule pages name', () => {
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/api/Core/FooterModel');
    expect(paths).not.toContain('/api/core/FooterModel');
    expect(paths).not.toContain('/api/core/footermodel');
    expect(paths).toContain('/api/Modules/PersonalProgram/');
    expect(paths).not.toContain('/api/Modules/PersonalProgram');
    expect(Object.keys(doc.paths['/api/Modules/PersonalProgram/'] ?? {}).sort()).toEqual(['delete', 'post']);
    const folded = paths.map((path) => path.toLowerCase().replace(/\/+$/, ''));
    expect(new Set(folded).size).toBe(folded.length);
  });

  it('leaves out what is not the API: files, pages, the development surfaces and itself', () => {
    const paths = Object.keys(doc.paths);
    for (const prefix of [
      '/media/',
      '/rss/',
      '/demo/',
      '/dev/',
      '/hubs/',
      '/connect/',
      '/static/',
      '/version.json',
      '/api/openapi.json',
      '/api/json',
    ])
      expect(paths.filter((path) => path.startsWith(prefix))).toEqual([]);
  });
});

describe('the reference page', () => {
  it.each(['/api/', '/api'])('answers %s with swagger-ui under its own policy, its files served by us', async (url) => {
    const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(API_REFERENCE_PAGE_POLICY);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).toContain('<title>VMX reference API</title>');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      // Relative to the page: no other host is asked for anything.
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const asset = await t.app.inject({ method: 'GET', url: new URL(src, `http://localhost${url}`).pathname });
      expect(asset.statusCode, src).toBe(200);
    }
  });
});

describe('validation stays the handler’s', () => {
  it('answers a bad request with the same 400 as before (zod, naming the field), not AJV’s', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Token/ValidateLoginFromBody',
      payload: { Email: 'a@b.test', Password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'body.ContextModel: Required',
      field: 'ContextModel',
    });
  });

  it('lets zod see the query as sent (no coercion or stripping before the handler)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Event/Shortname?shortName=ehc2026&extra=1' });
    expect(response.statusCode).toBe(200);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/Modules/PAGSessionsV2?eventid=abc' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'eventid' });
  });
});
