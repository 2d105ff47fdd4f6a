/**
 * ProgramLandingPage (/programlanding/{i}/{e}/{l}, docs/rules/content-areas.md section 2): the programme-days box,
 * then the highlighted sessions, then a link to the full programme search.
 *
 * Texts: programmePersonal.landing.fullSearch (and those of ProgrammeDays and HighlightedSessions).
 * Theme tokens: --vmx-color-primary, --vmx-color-focus, --vmx-space. Parts: programme-landing (and the
 * components').
 */
import { PROGRAMME_PERSONAL_TEXTS } from '../../../core/programme/personalTexts';
import { useTexts } from '../../../store/react';
import type { PageProps } from '../../../ui/page';
import { HighlightedSessions } from '../HighlightedSessions';
import { ProgrammeDays } from '../ProgrammeDays';
import { useRouteHref } from '../../../ui/platformLinks';
import { Landing, SearchLink } from './ProgramLandingPage.styles';

export function ProgramLandingPage(_props: PageProps) {
  const t = useTexts(PROGRAMME_PERSONAL_TEXTS);
  const href = useRouteHref();
  return (
    <Landing part="programme-landing">
      <ProgrammeDays />
      <HighlightedSessions />
      <SearchLink href={href('PagSearchPage')}>{t('programmePersonal.landing.fullSearch')}</SearchLink>
    </Landing>
  );
}
