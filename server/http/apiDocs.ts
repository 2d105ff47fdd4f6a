/**
 * The API's reference documentation: each route states what it reads (the zod schemas its handler
 * already parses with) and a one-line summary, under its service's tag; @fastify/swagger turns that
 * into the OpenAPI document served at /api/openapi.json, and @fastify/swagger-ui shows it at /api/.
 *
 *   const docs = apiDocs('Content');
 *   app.get('/api/Public/ContentPage', docs('One content page', { querystring: ContentPageQuery }), handler);
 *
 * The JSON Schemas are generated from the zod schemas (z.toJSONSchema), never written by hand. They are
 * documentation only: validation stays the handler's (parseQuery and friends in validation.ts, whose
 * 400 names the field), so these routes get a validator compiler that accepts everything (see
 * ZOD_VALIDATES). No response schema is declared: replies are serialised as before.
 */
import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { PACKAGE_JSON } from '../paths';
import { API_REFERENCE_PAGE_POLICY } from './securityHeaders';

/** The request parts a handler parses, as the zod schemas it parses them with. */
interface RequestSchemas {
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
}

/** What a documented route adds to its options. */
export interface DocumentedRoute {
  schema: FastifySchema;
  validatorCompiler: FastifySchemaCompiler<unknown>;
}

/**
 * Accepts every request. Fastify would otherwise compile the route's JSON Schemas with AJV and
 * validate (and coerce, and strip) the request before the handler's zod parse sees it: 400 bodies
 * would change and zod's own rules (transforms, refinements) would meet AJV's rewritten values. It is
 * given per route, by docs() below, so only routes whose handler parses with zod skip AJV; any other
 * schema in the app keeps Fastify's validation.
 */
const ZOD_VALIDATES: FastifySchemaCompiler<unknown> = () => () => true;

const converted = new WeakMap<z.ZodType, unknown>();

/** The JSON Schema of what a client sends (io: input: before transforms and defaults), in OpenAPI 3.0's dialect. */
function jsonSchemaOf(schema: z.ZodType): unknown {
  let json = converted.get(schema);
  if (json === undefined) {
    // unrepresentable: 'any': a custom check documents as "any value" rather than failing the start.
    json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
    converted.set(schema, json);
  }
  return json;
}

/** The documentation of one service's routes: docs(summary, schemas) gives a route's options. */
export function apiDocs(service: string): (summary: string, schemas?: RequestSchemas) => DocumentedRoute {
  return (summary, schemas = {}) => {
    const schema: FastifySchema = { tags: [service], summary };
    if (schemas.querystring) schema.querystring = jsonSchemaOf(schemas.querystring);
    if (schemas.params) schema.params = jsonSchemaOf(schemas.params);
    if (schemas.body) schema.body = jsonSchemaOf(schemas.body);
    return { schema, validatorCompiler: ZOD_VALIDATES };
  };
}

/** Where the reference page and the document are. */
const API_REFERENCE_PREFIX = '/api';
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

/** The same route in another spelling (caseVariants.ts): compared in lower case, trailing slash ignored. */
const routeKey = (method: string, url: string) => `${method} ${url.toLowerCase().replace(/\/+$/, '')}`;

/**
 * Registers the document, the reference page and the onRoute hook that keeps the document true: call
 * on the root instance before any route. Every /api/ route must be documented (the app does not start
 * otherwise; other paths are listed when documented, e.g. /surveyapi/), and only the first spelling of
 * a route is listed: the path as the route file writes it, which caseVariants and slashVariants
 * register first; the other spellings are hidden.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const version = (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string }).version;
  const listed = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify adds a HEAD route for every GET; the document lists the GET.
    if (methods.every((method) => method === 'HEAD') || route.schema?.hide) return;
    const url = route.url ?? route.path;
    if (!route.schema?.tags?.length) {
      if (url.startsWith('/api/')) {
        throw new Error(`${methods.join(',')} ${url} has no API documentation: give it docs(summary, schemas) (server/http/apiDocs.ts)`);
      }
      return;
    }
    const keys = methods.map((method) => routeKey(method, url));
    if (keys.some((key) => listed.has(key))) route.schema = { ...route.schema, hide: true };
    for (const key of keys) listed.add(key);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'VMX reference API',
        version,
        description:
          'The API of the VMX reference server, generated from the schemas its routes validate requests with. ' +
          'Most paths also answer in other spellings (the service segment in either case, or all lower case); only one is listed.',
      },
      // Relative: the document describes whichever host serves it.
      servers: [{ url: '/' }],
    },
    hideUntagged: true,
  });

  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PREFIX,
    // No top bar (its address field loads other documents); nothing is fetched from elsewhere.
    uiConfig: { layout: 'BaseLayout', docExpansion: 'list', deepLinking: true, filter: true, validatorUrl: null },
    theme: { title: 'VMX reference API' },
    uiHooks: {
      // Its own policy (server/http/securityHeaders.ts), kept by the app's onSend hook for its HTML.
      onRequest: (_request, reply, done) => {
        reply.header('content-security-policy', API_REFERENCE_PAGE_POLICY);
        done();
      },
    },
  });

  app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, async () => app.swagger());
}
