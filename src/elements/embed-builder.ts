/**
 * <vmx-embed-builder>: the embed builder, the one element of the server's page /embed/{instance}/{event}/{language}
 * (server/routes/embedBuilder.ts). Attributes: instance, event, language, api-base, and public-url (the server's
 * public address, where the snippet's addresses start).
 *
 * Its own entry (dist/vmx-embed.js, vite.config.ts), not a tag of the autoloader: no host page downloads the
 * builder, and vmx-all.js's "every element" does not hold it. The page loads vmx.js beside it, which loads the
 * element the preview shows.
 */
import { EmbedBuilder } from '../areas/embed';
import { defineElement } from './define';

defineElement({
  tag: 'vmx-embed-builder',
  kind: 'event',
  component: EmbedBuilder,
  attributes: { publicUrl: 'string' },
});
