/**
 * The frame of a programme item's page (SessionPage, PresentationPage): the title with its star, the
 * facts (the time always; the rest, given as facts, only when access is allowed), and then either the
 * page's body or, when the Session policy denies access (docs/rules/shell-access-identity.md section 6),
 * the denied notice and the access-denied dialog, whose closing goes to the search.
 *
 * Texts: programmeDetail.when, programmeDetail.denied. Theme tokens: those of Detail.styles.
 */
import type { ReactNode } from 'react';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { useEventState, useTexts } from '../../../store/react';
import { AccessDeniedDialog } from '../../../ui/AccessDeniedDialog';
import type { Navigate } from '../../../ui/page';
import { useRouteHref } from '../../../ui/platformLinks';
import { FavouriteButton } from '../FavouriteButton';
import { DetailArticle, Facts, TitleRow } from './Detail.styles';
import { MutedText } from '../../../ui/styles/page';
import { Fact } from './Fact';

interface DetailFrameProps {
  /** The item's kind: the article's part and its data-{kind}-id attribute. */
  kind: 'session' | 'presentation';
  id: number;
  title: string;
  /** When it takes place (shown even when access is denied). */
  when: string | null;
  denied: boolean;
  navigate: Navigate;
  /** Shown under the title (the player's "no recording"). */
  note?: ReactNode;
  /** The facts after the time, shown only when access is allowed. */
  facts: ReactNode;
  /** The page's body, shown only when access is allowed. */
  children: ReactNode;
}

/** The article's part per kind, written out so the catalogue check (build/elementManifest.test.ts) reads them. */
const DETAIL_PARTS = { session: { part: 'session' }, presentation: { part: 'presentation' } } as const;

export function DetailFrame({ kind, id, title, when, denied, navigate, note, facts, children }: DetailFrameProps) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const href = useRouteHref();
  const language = useEventState((state) => state.language);
  return (
    <DetailArticle
      {...DETAIL_PARTS[kind]}
      data-session-id={kind === 'session' ? id : undefined}
      data-presentation-id={kind === 'presentation' ? id : undefined}
      data-access={denied ? 'denied' : 'allowed'}
    >
      <TitleRow>
        <h2>{title}</h2>
        {!denied && <FavouriteButton kind={kind === 'session' ? 'sessions' : 'presentations'} id={id} name={title} />}
      </TitleRow>
      {note}
      <Facts>
        {when && <Fact label={t('programmeDetail.when')}>{when}</Fact>}
        {!denied && facts}
      </Facts>
      {denied ? (
        <>
          <MutedText>{t('programmeDetail.denied')}</MutedText>
          <AccessDeniedDialog language={language} onClose={() => navigate(href('PagSearchPage'))} />
        </>
      ) : (
        children
      )}
    </DetailArticle>
  );
}
