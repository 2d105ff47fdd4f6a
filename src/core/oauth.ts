/**
 * The OAuth authorization flow of the login action and of access flow step 3 (docs/rules/shell-access-identity.md
 * section 4): the platform sends the visitor to the identity service's authorization endpoint with a
 * fresh state, and the visitor comes back with access_token, expires_in and that state in the query.
 * A token whose state is not the one stored for this browser session is not taken (it could be someone
 * else's, pushed in through a link).
 */

/** Ours: the platform's client id at the identity service (server/routes/oauth.ts knows only it). */
export const OAUTH_CLIENT_ID = 'vmx-platform';
/** Ours: the authorization endpoint, relative to the instance's identity URL. */
export const OAUTH_AUTHORIZE_PATH = 'connect/authorize';
/** The query names an OAuth arrival carries (the implicit grant's response, RFC 6749 section 4.2.2). */
export const OAUTH_ARRIVAL_QUERY = ['access_token', 'token_type', 'expires_in', 'state', 'error'] as const;

export interface OauthStart {
  path: string;
  query: Record<string, string>;
}

/** redirectUri: the absolute address of the wanted page; the visitor comes back to it. */
export function oauthStart(
  identityUrl: string,
  params: { state: string; redirectUri: string; event: string; language: string },
): OauthStart {
  return {
    path: `${identityUrl.replace(/\/+$/, '')}/${OAUTH_AUTHORIZE_PATH}`,
    query: {
      response_type: 'token',
      client_id: OAUTH_CLIENT_ID,
      redirect_uri: params.redirectUri,
      state: params.state,
      shortname: params.event,
      ui_locales: params.language,
    },
  };
}

export type OauthArrival =
  /** Not an OAuth arrival: no state in the query. */
  | { kind: 'none' }
  /** The identity service gave a token for the state this session started: expiry from expires_in. */
  | { kind: 'token'; accessToken: string; validUntil: number }
  /** Refused, cancelled, or a state this session did not start: nothing is taken, the address is cleaned. */
  | { kind: 'refused' };

export function readOauthArrival(
  query: Readonly<Record<string, string | undefined>>,
  storedState: string | null,
  now: number,
): OauthArrival {
  const { state, access_token: accessToken, expires_in: expiresIn } = query;
  if (!state || (!accessToken && !query.error)) return { kind: 'none' };
  if (!storedState || state !== storedState || !accessToken) return { kind: 'refused' };
  const seconds = Number(expiresIn);
  if (!Number.isFinite(seconds) || seconds <= 0) return { kind: 'refused' };
  return { kind: 'token', accessToken, validUntil: now + seconds * 1000 };
}
