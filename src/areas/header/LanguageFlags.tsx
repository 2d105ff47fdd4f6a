/**
 * The language switch (docs/rules/shell-access-identity.md section 2): a flag per event language when the event has
 * more than one; switching keeps the page (core/routeParse.ts replaceLanguage). Flags exist for en-GB,
 * de-DE, fr-FR, it-IT, en-US, es-ES, zh-CN and tr-TR; another language shows its code.
 *
 * Texts: header.languages, header.switchLanguage. Theme tokens: --vmx-color-focus.
 */
import type { ReactNode } from 'react';
import { languageChoices } from '../../core/header';
import { replaceLanguage } from '../../core/routeParse';
import { FlagList } from './LanguageFlags.styles';
import { useHeaderText } from './useHeaderText';

const stripes = (colours: string[], vertical = false) =>
  colours.map((fill, i) => {
    const size = (vertical ? 30 : 20) / colours.length;
    return vertical ? (
      <rect key={i} x={i * size} width={size} height={20} fill={fill} />
    ) : (
      <rect key={i} y={i * size} width={30} height={size} fill={fill} />
    );
  });

/** Simplified flags on a 30 x 20 grid. */
const FLAGS: Record<string, ReactNode> = {
  'de-DE': stripes(['#000000', '#dd0000', '#ffce00']),
  'fr-FR': stripes(['#0055a4', '#ffffff', '#ef4135'], true),
  'it-IT': stripes(['#009246', '#ffffff', '#ce2b37'], true),
  'es-ES': stripes(['#aa151b', '#f1bf00', '#f1bf00', '#aa151b']),
  'en-GB': (
    <>
      <rect width={30} height={20} fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#ffffff" strokeWidth={4} />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth={1.5} />
      <path d="M15 0v20M0 10h30" stroke="#ffffff" strokeWidth={6} />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth={3.5} />
    </>
  ),
  'en-US': (
    <>
      {stripes(['#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234'])}
      <rect width={13} height={11} fill="#3c3b6e" />
    </>
  ),
  'zh-CN': (
    <>
      <rect width={30} height={20} fill="#de2910" />
      <path d="M6 3l1.2 3.6H11l-3 2.2 1.1 3.6L6 10.2 2.9 12.4 4 8.8 1 6.6h3.8z" fill="#ffde00" />
    </>
  ),
  'tr-TR': (
    <>
      <rect width={30} height={20} fill="#e30a17" />
      <circle cx={11} cy={10} r={5} fill="#ffffff" />
      <circle cx={12.3} cy={10} r={4} fill="#e30a17" />
      <path d="M16 10l3.8-1.3-2.3 3.2V8.1l2.3 3.2z" fill="#ffffff" />
    </>
  ),
};

function languageName(language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

export function LanguageFlags({ languages, current }: { languages: readonly string[]; current: string }) {
  const t = useHeaderText();
  const choices = languageChoices(languages, current);
  if (choices.length === 0) return null;
  return (
    <FlagList aria-label={t('header.languages')}>
      {choices.map(({ language, flag, current: isCurrent }) => (
        <li key={language}>
          <a
            href={replaceLanguage(location.pathname, language, location.search)}
            hrefLang={language}
            lang={language}
            aria-current={isCurrent ? 'true' : undefined}
            aria-label={t('header.switchLanguage', { language: languageName(language) })}
            data-language={language}
          >
            {flag ? (
              <svg width="30" height="20" viewBox="0 0 30 20" aria-hidden="true" focusable="false">
                {FLAGS[language]}
              </svg>
            ) : (
              <span aria-hidden="true">{language}</span>
            )}
          </a>
        </li>
      ))}
    </FlagList>
  );
}
