/**
 * npm run notify -- --event ehc2026 --title "Room change" --text "<p>Session 3 moves to Hall B</p>"
 *                   [--language de-DE] [--link /live/demo/ehc2026/en-GB] [--server http://localhost:8080]
 *
 * Publishes a push notification through the running server: gets a service token
 * (POST /api/Core/AuthenticationToken with VMX_SERVICE_CLIENT_ID / VMX_SERVICE_CLIENT_SECRET) and posts
 * it to /api/Exhibition/PushNotification, which stores it and sends NotificationAdded to the open pages.
 * The server defaults to VMX_SERVER_URL, else http://localhost:$PORT (8080).
 */
import { parseArgs } from 'node:util';
import type { PublishNotificationRequest } from '../../src/contracts';

export interface NotifyArgs {
  server: string;
  event: string;
  title: string;
  text: string;
  language?: string;
  link?: string;
  clientId: string;
  clientSecret: string;
}

export function readNotifyArgs(argv: readonly string[], env: NodeJS.ProcessEnv): NotifyArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      event: { type: 'string' },
      title: { type: 'string' },
      text: { type: 'string' },
      language: { type: 'string' },
      link: { type: 'string' },
      server: { type: 'string' },
    },
    strict: true,
  });
  const missing = (['event', 'title', 'text'] as const).filter((key) => !values[key]);
  if (missing.length) throw new Error(`missing ${missing.map((key) => `--${key}`).join(', ')}`);
  const clientId = env.VMX_SERVICE_CLIENT_ID?.trim();
  const clientSecret = env.VMX_SERVICE_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) throw new Error('set VMX_SERVICE_CLIENT_ID and VMX_SERVICE_CLIENT_SECRET (the same as the server has)');
  return {
    server: (values.server ?? env.VMX_SERVER_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    event: values.event!,
    title: values.title!,
    text: values.text!,
    language: values.language,
    link: values.link,
    clientId,
    clientSecret,
  };
}

/** Publishes; resolves with the server's answer, rejects with its message. */
export async function notify(
  args: NotifyArgs,
  fetchImpl: typeof fetch = fetch,
): Promise<{ notification: { id: number }; reached: number }> {
  const tokenUrl = new URL('/api/Core/AuthenticationToken', args.server);
  tokenUrl.searchParams.set('client_id', args.clientId);
  tokenUrl.searchParams.set('client_secret', args.clientSecret);
  const issued = await fetchImpl(tokenUrl, { method: 'POST' });
  const token = issued.headers.get('x-service-token');
  if (!issued.ok || !token) throw new Error(`no service token (${issued.status}): ${await issued.text()}`);
  const response = await fetchImpl(new URL('/api/Exhibition/PushNotification', args.server), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      event: args.event,
      language: args.language,
      title: args.title,
      text: args.text,
      link: args.link ?? null,
    } satisfies PublishNotificationRequest),
  });
  const body = (await response.json()) as { message?: string; notification: { id: number }; reached: number };
  if (!response.ok) throw new Error(`the server refused (${response.status}): ${body.message ?? ''}`);
  return body;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const result = await notify(readNotifyArgs(process.argv.slice(2), process.env));
    console.log(`published notification ${result.notification.id}; sent to ${result.reached} open connection(s)`);
  } catch (error) {
    console.error(`notify: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
