/**
 * The identity service's side of OpenID Connect (authorization code flow): the authorization URL, and
 * the code exchange whose id token is verified (signature against the provider's JWKS, issuer,
 * audience, expiry, nonce) before anything is believed.
 *
 * The provider is reached through a transport: the built-in test provider answers in-process through
 * Fastify's inject (no socket, so it works behind any proxy or PUBLIC_URL).
 */
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { z } from 'zod';

export interface ProviderTransport {
  getJson(path: string): Promise<{ status: number; body: unknown }>;
  postForm(path: string, form: Record<string, string>): Promise<{ status: number; body: unknown }>;
}

export interface OidcProviderConfig {
  /** The name the API uses for it (instance sso.provider, the SSO links' Provider). */
  name: string;
  issuer: string;
  /** Paths (for the transport) and the browser's authorization address. */
  authorizationEndpoint: string;
  tokenPath: string;
  jwksPath: string;
  clientId: string;
  clientSecret: string;
}

/** What the identity service keeps of an external sign-in. */
export interface ExternalIdentity {
  provider: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstname: string;
  surname: string;
}

const TokenResponse = z.object({ id_token: z.string().min(1) });
const IdClaims = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.boolean().optional(),
  given_name: z.string().default(''),
  family_name: z.string().default(''),
  nonce: z.string().optional(),
});

export class SsoExchangeError extends Error {}

export function authorizationUrl(config: OidcProviderConfig, params: { redirectUri: string; state: string; nonce: string }): string {
  const url = new URL(config.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: params.redirectUri,
    scope: 'openid email profile',
    state: params.state,
    nonce: params.nonce,
  }).toString();
  return url.href;
}

export async function exchangeCode(
  config: OidcProviderConfig,
  transport: ProviderTransport,
  params: { code: string; redirectUri: string; nonce: string; now: number },
): Promise<ExternalIdentity> {
  const answer = await transport.postForm(config.tokenPath, {
    grant_type: 'authorization_code',
    code: params.code,
    redirect_uri: params.redirectUri,
    client_id: config.clientId,
    client_secret: config.clientSecret,
  });
  const token = TokenResponse.safeParse(answer.body);
  if (answer.status !== 200 || !token.success) throw new SsoExchangeError(`the provider refused the code (HTTP ${answer.status})`);

  const jwks = await transport.getJson(config.jwksPath);
  if (jwks.status !== 200) throw new SsoExchangeError(`the provider's keys could not be read (HTTP ${jwks.status})`);
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token.data.id_token, createLocalJWKSet(jwks.body as JSONWebKeySet), {
      issuer: config.issuer,
      audience: config.clientId,
      currentDate: new Date(params.now),
    }));
  } catch (error) {
    throw new SsoExchangeError(`the id token is not valid: ${(error as Error).message}`);
  }
  const claims = IdClaims.safeParse(payload);
  if (!claims.success) throw new SsoExchangeError('the id token lacks sub or email');
  if (claims.data.nonce !== params.nonce) throw new SsoExchangeError('the id token was issued for another sign-in (nonce)');
  return {
    provider: config.name,
    subject: claims.data.sub,
    email: claims.data.email.toLowerCase(),
    emailVerified: claims.data.email_verified === true,
    firstname: claims.data.given_name.trim(),
    surname: claims.data.family_name.trim(),
  };
}
