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
import { readServiceClient, serviceToken, type ServiceClient } from './serviceClient';

export interface NotifyArgs extends ServiceClient {
  event: string;
  title: string;
  text: string;
  language?: string;
  link?: string;
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
  return {
    ...readServiceClient(values.server, env),
    event: values.event!,
    title: values.title!,
    text: values.text!,
    language: values.language,
    link: values.link,
  };
}

/** Publishes; resolves with the server's answer, rejects with its message. */
export async function notify(
  args: NotifyArgs,
  fetchImpl: typeof fetch = fetch,
): Promise<{ notification: { id: number }; reached: number }> {
  const token = await serviceToken(args, fetchImpl);
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
