/**
 * The highlighted-sessions list (docs/rules/content-areas.md sections 2, 7 and 9): cards from GET
 * /api/Public/HighlightedSessions (programGrade default Scientific) with the session's image (a placeholder
 * when there is none or it does not load; card skeletons while they load), its name, start-to-end date and time, and a "Go to session" link
 * to the session detail page. Rules: core/programme/highlighted.ts.
 *
 * Ours where the spec is silent: the placeholder is the session's colour with a calendar mark; an image path
 * that is not a safe URL is treated as none; a relative image path is on the API's server.
 *
 * Texts: programmePersonal.highlighted.title, .goTo, .goToOf, .loading, .failed, .none; programme.retry.
 * Theme tokens: --vmx-color-primary, --vmx-color-border, --vmx-color-muted, --vmx-color-focus,
 * --vmx-radius, --vmx-space. Parts: highlighted-sessions, highlighted-session.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProgrammeSession } from '../../../contracts';
import { highlightedSessionTime } from '../../../core/programme';
import { PROGRAMME_PERSONAL_TEXTS } from '../../../core/programme/personalTexts';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { safeHref } from '../../../core/url';
import { queryScope } from '../../../store/queries/keys';
import { highlightedQueries } from '../../../store/queries/highlighted';
import { useEventContext, useTexts } from '../../../store/react';
import { useRouteHref } from '../../../ui/platformLinks';
import { useProgrammeLanguage, useProgrammeTimeZone, useProgrammeViewer } from '../useProgramme';
import { AsyncView } from '../../../ui/AsyncView';
import { SkeletonCards } from '../../../ui/Skeleton';
import { Card, CardBody, Cards, Image, Placeholder, Section } from './HighlightedSessions.styles';

const texts = { ...PROGRAMME_TEXTS, ...PROGRAMME_PERSONAL_TEXTS };
/** Ours: the placeholder's colour when the session has none (the default primary colour). */
const PLACEHOLDER_COLOR = '#0b5cad';

export interface HighlightedSessionsProps {
  programGrade?: string | null;
}

export function HighlightedSessions({ programGrade }: HighlightedSessionsProps) {
  const t = useTexts(texts);
  const context = useEventContext();
  const language = useProgrammeLanguage();
  const viewer = useProgrammeViewer();
  const sessions = useQuery(highlightedQueries.sessions(queryScope(context, language), viewer, programGrade));

  return (
    <Section part="highlighted-sessions" aria-labelledby="highlighted-sessions-title">
      <h2 id="highlighted-sessions-title">{t('programmePersonal.highlighted.title')}</h2>
      <AsyncView
        query={sessions}
        texts={{
          loading: t('programmePersonal.highlighted.loading'),
          error: t('programmePersonal.highlighted.failed'),
          retry: t('programme.retry'),
        }}
        layout="block"
        placeholder={<SkeletonCards count={3} picture />}
      >
        {(list) =>
          // A server that answers null has no highlights either.
          (list ?? []).length === 0 ? (
            <p>{t('programmePersonal.highlighted.none')}</p>
          ) : (
            <Cards>
              {list.map((session) => (
                <HighlightedCard key={session.Id} session={session} />
              ))}
            </Cards>
          )
        }
      </AsyncView>
    </Section>
  );
}

function HighlightedCard({ session }: { session: ProgrammeSession }) {
  const t = useTexts(texts);
  const context = useEventContext();
  const href = useRouteHref();
  const language = useProgrammeLanguage();
  const timeZone = useProgrammeTimeZone();
  const [imageFailed, setImageFailed] = useState(false);
  const path = safeHref(session.ImageThumbPath);
  const image = path && !imageFailed ? (/^https?:/i.test(path) ? path : context.http.url(path)) : null;
  const time = highlightedSessionTime(session, language, timeZone);
  const name = session.Name?.trim() ?? '';
  const color = typeof session.Color === 'string' && /^#[0-9a-f]{3,8}$/i.test(session.Color) ? session.Color : PLACEHOLDER_COLOR;
  return (
    <Card part="highlighted-session" data-session-id={session.Id}>
      {image ? (
        // Decorative: the card's heading names the session.
        <Image src={image} alt="" loading="lazy" onError={() => setImageFailed(true)} />
      ) : (
        <Placeholder $color={color} aria-hidden="true" data-placeholder="">
          <svg viewBox="0 0 24 24" focusable="false">
            <path
              d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z"
              fill="currentColor"
            />
          </svg>
        </Placeholder>
      )}
      <CardBody>
        <h3>{name}</h3>
        {time && <p>{time}</p>}
        <a
          href={href('SessionPage', { sessionId: session.Id })}
          aria-label={name ? t('programmePersonal.highlighted.goToOf', { name }) : undefined}
        >
          {t('programmePersonal.highlighted.goTo')}
        </a>
      </CardBody>
    </Card>
  );
}
