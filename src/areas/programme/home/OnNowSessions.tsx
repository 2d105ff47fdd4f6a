/**
 * What is on now, for the home page: the sessions running at this moment (from the programme's rooms and
 * sessions lists, core/programme/onNow.ts, with now from the clock every 30 s), each with its room and time,
 * a link to the session and one to the room on the live page. When nothing runs: what starts next and a way
 * into the programme (the empty state names a next step, never a dead end).
 *
 * Ours: every running session links to its room on the live page (LivePage?roomid=); whether the visitor may
 * watch is the live page's and the shell's business, as for the header's Live item.
 *
 * Texts: home.onNow.title, .loading, .error, .retry, .room, .time, .watch, .watchIn, .none, .next, .browse.
 * Theme tokens: --vmx-color-primary, --vmx-color-border, --vmx-color-surface, --vmx-color-muted,
 * --vmx-color-link, --vmx-color-danger, --vmx-color-focus, --vmx-radius, --vmx-space. Parts: none (vmx-app's
 * home is not restyled by a host page).
 */
import { useId, useMemo } from 'react';
import { HOME_TEXTS } from '../../../core/homeTexts';
import { onNow } from '../../../core/programme/onNow';
import { LIVE_QUERY } from '../../../core/routes';
import { useTexts } from '../../../store/react';
import { useNow } from '../../../store/useNow';
import { allQueries, AsyncView } from '../../../ui/AsyncView';
import { useRouteHref } from '../../../ui/platformLinks';
import { SkeletonRows } from '../../../ui/Skeleton';
import { useProgrammeList } from '../useProgramme';
import { useProgrammeFormat } from '../useProgrammeFormat';
import { Empty, LiveDot, Meta, Section, Session, Sessions } from './OnNowSessions.styles';

/** How often "now" moves on, so sessions start and end on screen. */
const ON_NOW_CLOCK_MS = 30_000;

export function OnNowSessions() {
  const t = useTexts(HOME_TEXTS);
  const href = useRouteHref();
  const format = useProgrammeFormat();
  const headingId = useId();
  const rooms = useProgrammeList('rooms');
  const sessions = useProgrammeList('sessions');
  const now = useNow(ON_NOW_CLOCK_MS);
  const lists = allQueries([rooms, sessions] as const);
  const current = useMemo(() => onNow(rooms.data ?? [], sessions.data ?? [], now), [rooms.data, sessions.data, now]);

  return (
    <Section data-home="on-now" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.onNow.title')}</h2>
      <AsyncView
        query={lists}
        texts={{ loading: t('home.onNow.loading'), error: t('home.onNow.error'), retry: t('home.onNow.retry') }}
        layout="block"
        placeholder={<SkeletonRows count={2} />}
      >
        {() =>
          current.running.length === 0 ? (
            <Empty data-on-now="none">
              <p>{t('home.onNow.none')}</p>
              {current.next && (
                <p>
                  {t('home.onNow.next', {
                    name: current.next.session.Name,
                    time: format.dateTimeRange(current.next.session.StartDateTime, current.next.session.EndDateTime),
                    room: current.next.room.Name,
                  })}
                </p>
              )}
              <p>
                <a href={href('PagSearchPage')}>{t('home.onNow.browse')}</a>
              </p>
            </Empty>
          ) : (
            <Sessions>
              {current.running.map(({ room, session }) => (
                <Session key={session.Id} data-session-id={session.Id}>
                  <Meta>
                    <LiveDot aria-hidden="true" />
                    <span>{t('home.onNow.room')}: </span>
                    {room.Name}
                  </Meta>
                  <h3>
                    <a href={href('SessionPage', { sessionId: session.Id })}>{session.Name}</a>
                  </h3>
                  <Meta>
                    <span>{t('home.onNow.time')}: </span>
                    {format.timeRange(session.StartDateTime, session.EndDateTime)}
                  </Meta>
                  <p>
                    <a
                      href={href('LivePage', {}, { [LIVE_QUERY]: String(room.Id) })}
                      aria-label={t('home.onNow.watchIn', { name: session.Name, room: room.Name })}
                    >
                      {t('home.onNow.watch')}
                    </a>
                  </p>
                </Session>
              ))}
            </Sessions>
          )
        }
      </AsyncView>
    </Section>
  );
}
