/**
 * The one place that loads third-party code into the page and talks to it through the globals it
 * defines (docs/rules/shell-access-identity.md section 7, "Other": networking and chat scripts from external hosts).
 * Each script or stylesheet is added once per page, however many times it is asked for; a failure is
 * only logged (section 8). On a page under a Content-Security-Policy with a nonce, the element's nonce
 * goes on each tag (the host's policy must still allow the third party's origin).
 */

const loading = new Map<string, Promise<void>>();

function load(key: string, create: () => HTMLScriptElement | HTMLLinkElement): Promise<void> {
  const known = loading.get(key);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const element = create();
    element.dataset.vmxThirdParty = key;
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error(`could not load ${key}`)), { once: true });
    document.head.append(element);
  });
  promise.catch((error: unknown) => console.warn('[vmx] third-party load failed', error));
  loading.set(key, promise);
  return promise;
}

/** src: an address core/widgets accepted (http(s) or a same-origin path). */
export function loadScript(src: string, nonce?: string): Promise<void> {
  return load(src, () => {
    const script = document.createElement('script');
    if (nonce) script.nonce = nonce;
    script.async = true;
    script.src = src;
    return script;
  });
}

export function loadStylesheet(href: string, nonce?: string): Promise<void> {
  return load(href, () => {
    const link = document.createElement('link');
    if (nonce) link.nonce = nonce;
    link.rel = 'stylesheet';
    link.href = href;
    return link;
  });
}

/** The page's global a third-party script defines (FreshworksWidget, fcWidget, dataLayer...). */
export function pageGlobal<T>(name: string): T | undefined {
  return (window as unknown as Record<string, T | undefined>)[name];
}

export function setPageGlobal(name: string, value: unknown): void {
  (window as unknown as Record<string, unknown>)[name] = value;
}

/**
 * Calls attempt now and then every intervalMs until it returns true, at most `limit` more times. Returns
 * the function that stops it.
 */
export function retry(attempt: () => boolean, intervalMs: number, limit: number): () => void {
  if (attempt()) return () => undefined;
  let tries = 0;
  const timer = setInterval(() => {
    tries += 1;
    if (attempt() || tries >= limit) clearInterval(timer);
  }, intervalMs);
  return () => clearInterval(timer);
}
