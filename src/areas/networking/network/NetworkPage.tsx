/**
 * My area's network (module network; the networking widget's page of that name, docs/rules/shell-access-identity.md
 * section 3; contracts/messaging.ts): find other participants who chose to be found, by name, area of interest,
 * country or profession (the server searches; the box waits for a pause in typing), a page of people at a time with
 * "Show more"; connect with them, answer their requests, and write to them. Above, a notice when the user cannot be
 * found themselves (they may still search), with the way to the settings; below, their contacts and the requests they
 * sent. A user the server does not let take part (403 networking-not-participant: no ticket) is told so, and so is one
 * a moderator suspended (403 networking-suspended). After a block or an unblock the page says so (safety/SafetyNotice).
 *
 * `/myarea/{i}/{e}/{l}/network/interests` shows the networking area's interests page (NetworkingPage: the areas of
 * interest and their sessions), which this page links to: ours, so that it stays reachable now that the messages
 * route shows the inbox.
 *
 * Texts: network.*, messaging.*, block.*. Theme tokens: those of Network.styles, Messaging.styles and Safety.styles.
 * Parts: network, network-person.
 */
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ContactsAnswer, PeoplePage } from '../../../contracts';
import { messagingQueries } from '../../../store/queries/messaging';
import { AsyncView } from '../../../ui/AsyncView';
import type { Navigate, PageProps } from '../../../ui/page';
import { useRouteHref } from '../../../ui/platformLinks';
import type { MessagingRef } from '../messagingCache';
import { LinkRow, Notice, Page, QuietButton, Section } from '../Messaging.styles';
import { NetworkingPage } from '../NetworkingPage';
import { NotParticipant, Suspended } from '../NotParticipant';
import { SafetyNotice } from '../safety/SafetyNotice';
import { isNotParticipant, isSuspended, useMessagingRef, useMessagingText } from '../useMessaging';
import { Cards, SearchForm } from './Network.styles';
import { PersonCard } from './PersonCard';
import { useNetworkActions, type NetworkActions } from './useNetworkActions';

/** Ours: the search asks the server once typing has paused this long. */
export const PEOPLE_SEARCH_DELAY_MS = 300;

export function NetworkPage(props: PageProps) {
  const t = useMessagingText();
  const messaging = useMessagingRef();
  if (props.route.params.id === 'interests') return <Interests {...props} />;
  if (!messaging) return <p role="status">{t('messaging.loading')}</p>;
  return <Network messaging={messaging} navigate={props.navigate} />;
}

/** The areas of interest and their sessions, and the way back to the network. */
function Interests(props: PageProps) {
  const t = useMessagingText();
  const href = useRouteHref();
  return (
    <>
      <NetworkingPage {...props} />
      <p>
        <a href={href('MyAreaPage', { module: 'network' })}>{t('network.back')}</a>
      </p>
    </>
  );
}

function Network({ messaging, navigate }: { messaging: MessagingRef; navigate: Navigate }) {
  const t = useMessagingText();
  const href = useRouteHref();
  const { scope, eventId, userId } = messaging;
  const settings = useQuery(messagingQueries.settings(scope, eventId, userId));
  const contacts = useQuery(messagingQueries.contacts(scope, eventId, userId));
  const actions = useNetworkActions(messaging, navigate);

  if (isNotParticipant(settings.error) || isNotParticipant(contacts.error)) {
    return (
      <Page part="network">
        <NotParticipant />
      </Page>
    );
  }
  if (isSuspended(settings.error) || isSuspended(contacts.error)) {
    return (
      <Page part="network">
        <Suspended />
      </Page>
    );
  }

  return (
    <Page part="network" data-networking="network">
      <p>{t('network.intro')}</p>
      <LinkRow>
        <li>
          <a href={href('MyAreaPage', { module: 'inbox' })}>{t('network.inboxLink')}</a>
        </li>
        <li>
          <a href={href('MyAreaPage', { module: 'networking_settings' })}>{t('network.settingsLink')}</a>
        </li>
        <li>
          <a href={href('MyAreaPage', { module: 'network', id: 'interests' })}>{t('network.interests')}</a>
        </li>
      </LinkRow>
      {settings.data && !settings.data.Findable && (
        <Notice data-networking="hidden">
          <p>{t('network.hidden')}</p>
          <p>
            <a href={href('MyAreaPage', { module: 'networking_settings' })}>{t('network.hiddenLink')}</a>
          </p>
        </Notice>
      )}
      <SafetyNotice notice={actions.notice} />
      <Requests contacts={contacts.data} messaging={messaging} actions={actions} />
      <PeopleSearch messaging={messaging} actions={actions} />
      <ContactsSection query={contacts} messaging={messaging} actions={actions} />
    </Page>
  );
}

function Requests({
  contacts,
  messaging,
  actions,
}: {
  contacts: ContactsAnswer | undefined;
  messaging: MessagingRef;
  actions: NetworkActions;
}) {
  const t = useMessagingText();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const incoming = contacts?.Incoming ?? [];
  const count = useRef(incoming.length);
  // An answered request leaves the list, and the button that answered it with it: focus goes to the heading.
  useEffect(() => {
    const fewer = incoming.length < count.current;
    count.current = incoming.length;
    if (fewer && focusLost(heading.current)) heading.current?.focus();
  }, [incoming.length]);
  if (incoming.length === 0) return null;
  return (
    <Section aria-labelledby={headingId} data-networking="requests">
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('network.requests.heading')}
      </h3>
      <Cards>
        {incoming.map((request) => (
          <PersonCard key={request.Id} person={request.Person} note={request.Note} actions={actions} messaging={messaging} />
        ))}
      </Cards>
    </Section>
  );
}

/** Whether focus went nowhere (its element left the page): nothing in the root the element is in has it. */
function focusLost(element: HTMLElement | null): boolean {
  if (!element) return false;
  const root = element.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active === null || active === document.body;
}

function PeopleSearch({ messaging, actions }: { messaging: MessagingRef; actions: NetworkActions }) {
  const t = useMessagingText();
  const { scope, eventId, userId } = messaging;
  const headingId = useId();
  const inputId = useId();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');

  // The server is asked once typing pauses (or at once on Enter).
  useEffect(() => {
    const next = input.trim();
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), PEOPLE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, query]);

  const first = useQuery({
    ...messagingQueries.people(scope, eventId, userId, query, 0),
    // The people of the last search stay while the next one loads: nothing jumps as the user types.
    placeholderData: keepPreviousData,
  });
  const total = first.data?.Total ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(input.trim());
  };

  return (
    <Section aria-labelledby={headingId} data-networking="search">
      <h3 id={headingId}>{t('network.search.heading')}</h3>
      <SearchForm role="search" aria-labelledby={headingId} onSubmit={submit}>
        <label htmlFor={inputId}>{t('network.search.label')}</label>
        <input id={inputId} type="search" value={input} autoComplete="off" onChange={(event) => setInput(event.target.value)} />
      </SearchForm>
      <p role="status" data-networking="count">
        {first.data ? t(query === '' ? 'network.search.all' : 'network.search.found', { count: total }) : ''}
      </p>
      <AsyncView
        query={first}
        texts={{ loading: t('messaging.loading'), error: t('network.error'), retry: t('messaging.retry') }}
        layout="block"
        failed={(error) => (isNotParticipant(error) ? <p>{t('messaging.notParticipant')}</p> : undefined)}
      >
        {(page) => (
          <PeopleCards
            page={page}
            skip={0}
            query={query}
            labelledBy={headingId}
            busy={first.isPlaceholderData}
            messaging={messaging}
            actions={actions}
          />
        )}
      </AsyncView>
    </Section>
  );
}

/**
 * One page of people, and after it "Show more people" while more match; pressed, the button gives way to the next
 * page (read as its own query, so a contact request renews every page shown), whose list takes focus.
 */
function PeopleCards({
  page,
  skip,
  query,
  labelledBy,
  busy = false,
  messaging,
  actions,
}: {
  page: PeoplePage;
  skip: number;
  query: string;
  labelledBy: string;
  busy?: boolean;
  messaging: MessagingRef;
  actions: NetworkActions;
}) {
  const t = useMessagingText();
  // Which search the next page was asked for: another search starts at one page again. (Not a key on the list: a card
  // that stays in the results keeps its state, an open dialog included.)
  const [moreOf, setMoreOf] = useState<string | null>(null);
  const more = moreOf === query;
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (skip > 0) list.current?.focus();
  }, [skip]);
  const hasMore = skip + page.Items.length < page.Total && page.Items.length > 0;
  return (
    <>
      {page.Items.length > 0 && (
        <Cards ref={list} tabIndex={-1} aria-labelledby={labelledBy} aria-busy={busy || undefined} data-skip={skip}>
          {page.Items.map((person) => (
            <PersonCard key={person.UserId} person={person} actions={actions} messaging={messaging} />
          ))}
        </Cards>
      )}
      {hasMore &&
        (more ? (
          <NextPeople skip={skip + page.Items.length} query={query} labelledBy={labelledBy} messaging={messaging} actions={actions} />
        ) : (
          <p>
            <QuietButton type="button" onClick={() => setMoreOf(query)}>
              {t('network.search.more')}
            </QuietButton>
          </p>
        ))}
    </>
  );
}

function NextPeople({
  skip,
  query,
  labelledBy,
  messaging,
  actions,
}: {
  skip: number;
  query: string;
  labelledBy: string;
  messaging: MessagingRef;
  actions: NetworkActions;
}) {
  const t = useMessagingText();
  const next = useQuery(messagingQueries.people(messaging.scope, messaging.eventId, messaging.userId, query, skip));
  return (
    <AsyncView
      query={next}
      texts={{ loading: t('messaging.loading'), error: t('network.search.moreError'), retry: t('messaging.retry') }}
      layout="block"
    >
      {(page) => <PeopleCards page={page} skip={skip} query={query} labelledBy={labelledBy} messaging={messaging} actions={actions} />}
    </AsyncView>
  );
}

function ContactsSection({
  query,
  messaging,
  actions,
}: {
  query: UseQueryResult<ContactsAnswer>;
  messaging: MessagingRef;
  actions: NetworkActions;
}) {
  const t = useMessagingText();
  const headingId = useId();
  const outgoingId = useId();
  return (
    <Section aria-labelledby={headingId} data-networking="contacts">
      <h3 id={headingId}>{t('network.contacts.heading')}</h3>
      <AsyncView
        query={query}
        texts={{ loading: t('messaging.loading'), error: t('network.error'), retry: t('messaging.retry') }}
        layout="block"
      >
        {(answer) => (
          <>
            {answer.Contacts.length === 0 ? (
              <p>{t('network.contacts.none')}</p>
            ) : (
              <Cards aria-labelledby={headingId}>
                {answer.Contacts.map((person) => (
                  <PersonCard key={person.UserId} person={person} actions={actions} messaging={messaging} />
                ))}
              </Cards>
            )}
            {answer.Outgoing.length > 0 && (
              <Section aria-labelledby={outgoingId} data-networking="outgoing">
                <h3 id={outgoingId}>{t('network.outgoing.heading')}</h3>
                <Cards aria-labelledby={outgoingId}>
                  {answer.Outgoing.map((request) => (
                    <PersonCard key={request.Id} person={request.Person} note={request.Note} actions={actions} messaging={messaging} />
                  ))}
                </Cards>
              </Section>
            )}
          </>
        )}
      </AsyncView>
    </Section>
  );
}
