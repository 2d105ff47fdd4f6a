/**
 * Instance, event and language (docs/rules/shell-access-identity.md sections 1 and 2): the address of an event,
 * language codes, the root redirect and language switch links.
 */
import { DEFAULT_LANGUAGE } from './language';
import { replaceLanguage } from './routeParse';
import { buildPath } from './routes';

export { DEFAULT_LANGUAGE, LANGUAGE_FLAGS, isLanguageCode, normaliseLanguage } from './language';

/** The root redirect's landing without a domain default: instance release ... (docs/rules/shell-access-identity.md section 2). */
export const LANDING_INSTANCE = 'release';
/** ... with language en-GB (docs/rules/shell-access-identity.md section 2). */
export const LANDING_LANGUAGE = 'en-GB';

export interface EventAddress {
  instance: string;
  event: string;
  language: string;
}

function complete(address: EventAddress | null | undefined): address is EventAddress {
  return !!address && [address.instance, address.event, address.language].every((v) => typeof v === 'string' && v.trim() !== '');
}

/**
 * Where the root path goes (docs/rules/shell-access-identity.md section 2): Home of the domain's default instance,
 * event and language when the domain is mapped; otherwise the landing, Home of instance release with its
 * default event in en-GB; '/not-found' when release has no default event. A mapped default whose
 * language is not a language code gets the default language.
 */
export function rootRedirect(domainDefaults: EventAddress | null, landingDefaultEvent: string | null): string {
  if (complete(domainDefaults)) {
    const { instance, event, language } = domainDefaults;
    try {
      return buildPath('HomePage', { instance, event, language });
    } catch {
      return buildPath('HomePage', { instance, event, language: DEFAULT_LANGUAGE });
    }
  }
  if (landingDefaultEvent && landingDefaultEvent.trim() !== '') {
    return buildPath('HomePage', { instance: LANDING_INSTANCE, event: landingDefaultEvent, language: LANDING_LANGUAGE });
  }
  return buildPath('not-found', {});
}

/**
 * The language switch link for the current address (docs/rules/shell-access-identity.md section 2,
 * /{first path segment}/{instance}/{event}/{lang}), made right for every shape of routes.ts: the language
 * segment is replaced, the rest of the path and the query are kept. pathname may carry the query
 * (/home/a/b/en-GB?preview); an address without a language is returned as it is.
 */
export function languageSwitchPath(pathname: string, language: string, search = ''): string {
  return replaceLanguage(pathname, language, search);
}
