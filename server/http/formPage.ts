/**
 * The server's own small HTML pages (the OAuth authorization sign-in, the SSO test provider): one
 * plain form with labelled fields and real buttons, every value escaped, no script.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export interface FormPageField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'checkbox';
  value?: string;
  autocomplete?: string;
  required?: boolean;
}

export interface FormPage {
  title: string;
  /** Paragraphs above the form. */
  intro: string[];
  error?: string | null;
  hidden: Record<string, string | undefined>;
  fields: FormPageField[];
  /** Submit buttons; the first is the default. A button with a value is sent as action=value. */
  buttons: Array<{ label: string; value?: string; skipValidation?: boolean }>;
  /** Raw HTML after the form (already escaped by the caller). */
  after?: string;
  lang?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function field({ name, label, type = 'text', value = '', autocomplete, required = true }: FormPageField): string {
  const common = `id="${escapeHtml(name)}" name="${escapeHtml(name)}" type="${type}"${autocomplete ? ` autocomplete="${escapeHtml(autocomplete)}"` : ''}${required ? ' required' : ''}`;
  if (type === 'checkbox') return `<p><input ${common} value="true"> <label for="${escapeHtml(name)}">${escapeHtml(label)}</label></p>`;
  return `<p><label for="${escapeHtml(name)}">${escapeHtml(label)}</label><br><input ${common} value="${escapeHtml(value)}"></p>`;
}

/** nonce: the page's <style> carries it, so that its policy needs no 'unsafe-inline'. */
export function renderFormPage(page: FormPage, nonce = ''): string {
  const hidden = Object.entries(page.hidden)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const buttons = page.buttons
    .map(
      (button) =>
        `<button type="submit"${button.value ? ` name="action" value="${escapeHtml(button.value)}"` : ''}${button.skipValidation ? ' formnovalidate' : ''}>${escapeHtml(button.label)}</button>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(page.lang ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
input:not([type=checkbox]){font:inherit;padding:.4rem;width:100%;box-sizing:border-box}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}
.error{color:#a00000}</style></head>
<body><main>
<h1>${escapeHtml(page.title)}</h1>
${page.intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${page.error ? `<p class="error" role="alert">${escapeHtml(page.error)}</p>` : ''}
<form method="post">${hidden}
${page.fields.map(field).join('\n')}
<p>${buttons}</p>
</form>
${page.after ?? ''}
</main></body></html>`;
}

/**
 * Sends a form page: no caching, no script, only its own nonce'd style, the form may only post back
 * here, and no other site may frame it (a sign-in page under someone else's buttons: clickjacking).
 */
export function sendFormPage(reply: FastifyReply, page: FormPage, status = 200) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'`,
    )
    .header('x-frame-options', 'SAMEORIGIN')
    .type('text/html; charset=utf-8')
    .send(renderFormPage(page, nonce));
}
