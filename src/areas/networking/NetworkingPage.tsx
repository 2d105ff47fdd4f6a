/**
 * The networking area's areas-of-interest page, under my area's network (/myarea/{i}/{e}/{l}/network/interests, which
 * the network links to; the messages route shows the inbox): a signed-in user sees the areas of interest they chose for
 * the event (the same choice the networking widget's popup asks for) with a button to change them, the sessions of
 * those areas still to come (where they meet colleagues of their field), and the exhibitors and the meeting hub. A
 * visitor is asked to sign in.
 *
 * Texts: networking.* (core/networking/texts.ts). Theme tokens: those of Networking.styles. Parts: none (a page of
 * vmx-app, not restyled by a host page).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { NetworkingSessionSuggestion } from '../../contracts';
import { networkingQueries } from '../../store/queries/networking';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';
import { AsyncView } from '../../ui/AsyncView';
import { Button } from '../../ui/form';
import type { PageProps } from '../../ui/page';
import { useRouteHref } from '../../ui/platformLinks';
import { useSignInHref } from '../../ui/useSignInHref';
import { InterestsDialog } from './InterestsDialog';
import { Links, Networking, Part, Pills, Sessions } from './Networking.styles';
import { useNetworkingText } from './useNetworkingText';

/** "Tue 9 June, 08:30–10:00 · Hall A" in the event's time zone; the plain instants when the zone is unknown. */
function when(session: NetworkingSessionSuggestion, language: string, timeZone: string | undefined): string {
  try {
    const day = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone });
    return `${day.format(new Date(session.Start))}–${time.format(new Date(session.End))} · ${session.Room}`;
  } catch {
    return `${session.Start} · ${session.Room}`;
  }
}

export function NetworkingPage(_props: PageProps) {
  const t = useNetworkingText();
  const href = useRouteHref();
  const signInHref = useSignInHref();
  const userId = useEventState((state) => state.user?.userId ?? null);
  const signedIn = useEventState((state) => state.user !== null);
  const eventId = useEventState((state) => state.details?.Id ?? null);

  return (
    <Networking data-networking="">
      <p>{t('networking.intro')}</p>
      {signedIn && userId !== null && eventId !== null ? (
        <SignedIn userId={userId} eventId={eventId} />
      ) : (
        <Part data-networking="signed-out">
          <p>{t('networking.signIn')}</p>
          <p>
            <a href={signInHref}>{t('networking.signInLink')}</a>
          </p>
        </Part>
      )}
      <Part aria-labelledby="networking-more">
        <h2 id="networking-more">{t('networking.more.heading')}</h2>
        <Links>
          <li>
            <a href={href('IndustryLandingPage')}>{t('networking.more.exhibitors')}</a>
          </li>
          <li>
            <a href={href('MeetingHubPage')}>{t('networking.more.meetings')}</a>
          </li>
        </Links>
      </Part>
    </Networking>
  );
}

function SignedIn({ userId, eventId }: { userId: number; eventId: number }) {
  const t = useNetworkingText();
  const context = useEventContext();
  const href = useRouteHref();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone);
  const query = useQuery(networkingQueries.interests(queryScope(context, language), eventId, userId));
  const [choosing, setChoosing] = useState(false);
  const interestsHeading = useId();
  const sessionsHeading = useId();

  return (
    <AsyncView query={query}>
      {(interests) => {
        const names = new Map(interests.Options.map((option) => [option.Id, option.Name]));
        const chosen = interests.Selected.map((id) => names.get(id)).filter((name): name is string => name !== undefined);
        return (
          <>
            <Part aria-labelledby={interestsHeading} data-networking="interests">
              <h2 id={interestsHeading}>{t('networking.interests.heading')}</h2>
              {chosen.length > 0 ? (
                <Pills>
                  {chosen.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </Pills>
              ) : (
                <p>{t('networking.interests.none')}</p>
              )}
              <Button type="button" onClick={() => setChoosing(true)}>
                {t(chosen.length > 0 ? 'networking.interests.change' : 'networking.interests.choose')}
              </Button>
            </Part>
            <Part aria-labelledby={sessionsHeading} data-networking="sessions">
              <h2 id={sessionsHeading}>{t('networking.sessions.heading')}</h2>
              {chosen.length === 0 ? (
                <p>{t('networking.sessions.choose')}</p>
              ) : interests.Sessions.length === 0 ? (
                <p>{t('networking.sessions.none')}</p>
              ) : (
                <Sessions>
                  {interests.Sessions.map((session) => (
                    <li key={session.Id}>
                      <a href={href('SessionPage', { sessionId: session.Id })}>{session.Name}</a>
                      <span>{when(session, language, timeZone)}</span>
                    </li>
                  ))}
                </Sessions>
              )}
            </Part>
            {choosing && <InterestsDialog interests={interests} eventId={eventId} userId={userId} onClose={() => setChoosing(false)} />}
          </>
        );
      }}
    </AsyncView>
  );
}
