/**
 * dist/vmx-embed.js, the embed builder page's script (server/routes/embedBuilder.ts): it loads <vmx-embed-builder>
 * (embed-builder.ts) as a chunk of the bundle, so that the builder's chunk imports the chunks it shares with the
 * elements (React, the store: the define chunk) beside them, as every element's chunk does (vite.config.ts).
 */
import('./embed-builder').catch((error: unknown) => console.error('[vmx] could not load the embed builder', error));
