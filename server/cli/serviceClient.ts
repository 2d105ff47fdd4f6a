/**
 * What the command-line tools that call the running server share: its address and the service client's credentials
 * from the environment (VMX_SERVER_URL or PORT, VMX_SERVICE_CLIENT_ID and VMX_SERVICE_CLIENT_SECRET, the same as the
 * server has), and a service token (POST /api/Core/AuthenticationToken) to call it with.
 */

export interface ServiceClient {
  server: string;
  clientId: string;
  clientSecret: string;
}

/** The server's address (`--server` wins) and the credentials; throws naming what is missing. */
export function readServiceClient(server: string | undefined, env: NodeJS.ProcessEnv): ServiceClient {
  const clientId = env.VMX_SERVICE_CLIENT_ID?.trim();
  const clientSecret = env.VMX_SERVICE_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) throw new Error('set VMX_SERVICE_CLIENT_ID and VMX_SERVICE_CLIENT_SECRET (the same as the server has)');
  return {
    server: (server ?? env.VMX_SERVER_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    clientId,
    clientSecret,
  };
}

/** A service token; rejects with the server's answer when it gives none. */
export async function serviceToken(client: ServiceClient, fetchImpl: typeof fetch = fetch): Promise<string> {
  const tokenUrl = new URL('/api/Core/AuthenticationToken', client.server);
  tokenUrl.searchParams.set('client_id', client.clientId);
  tokenUrl.searchParams.set('client_secret', client.clientSecret);
  const issued = await fetchImpl(tokenUrl, { method: 'POST' });
  const token = issued.headers.get('x-service-token');
  if (!issued.ok || !token) throw new Error(`no service token (${issued.status}): ${await issued.text()}`);
  return token;
}
