/**
 * The satellite symposia page (docs/rules/content-areas.md section 2, /symposia): the public symposia of all
 * companies, by start: name (a link to the session's page), company, sponsor type, date and time range
 * in the event's language and time zone, room, chairs and presentations with their speakers. Each has a
 * "Request information" button that opens the symposia leads dialog.
 *
 * Texts: symposia.*, exhibitionPages.retry, sponsorType.*. Theme tokens: listControls.styles and SymposiaPage.styles.
 * Parts: symposia, symposium.
 */
import { useId, useMemo, useState } from 'react';
import type { SymposiumSession } from '../../../../contracts';
import { sortedPublicSymposia } from '../../../../core/exhibitors/exhibitionPages';
import { EXHIBITION_PAGES_TEXTS } from '../../../../core/exhibitors/pagesTexts';
import { useTexts } from '../../../../store/react';
import { SPONSOR_TYPE_TEXTS, sponsorTypeName } from '../../../../core/exhibitors/sponsorTypes';
import { AsyncView } from '../../../../ui/AsyncView';
import { Count, State } from '../../../../ui/listControls.styles';
import type { PageProps } from '../../../../ui/page';
import { useRouteHref } from '../../../../ui/platformLinks';
import { useEventDateFormat } from '../../meetings/useEventDateFormat';
import { SymposiumLeadDialog } from '../leadDialog/SymposiumLeadDialog';
import { useSymposia } from '../useSymposia';
import { Actions, Item, Items, List, RequestButton } from './SymposiaPage.styles';

const fullName = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

function Symposium({ symposium, onRequest }: { symposium: SymposiumSession; onRequest: (symposium: SymposiumSession) => void }) {
  const t = useTexts(EXHIBITION_PAGES_TEXTS);
  const sponsorTypes = useTexts(SPONSOR_TYPE_TEXTS);
  const format = useEventDateFormat();
  const href = useRouteHref();
  const headingId = useId();
  const sessionHref = href('SessionPage', { sessionId: symposium.Id });
  const presentations = symposium.Presentations ?? [];
  const chairs = symposium.Chairs ?? [];
  return (
    <Item part="symposium" aria-labelledby={headingId} data-session={symposium.Id}>
      <h3 id={headingId}>
        <a href={sessionHref}>{symposium.Name}</a>
      </h3>
      <dl>
        {symposium.CompanyAccountName && (
          <>
            <dt>{t('symposia.company')}</dt>
            <dd>{symposium.CompanyAccountName}</dd>
          </>
        )}
        {symposium.SponsorType && (
          <>
            <dt>{t('symposia.sponsorType')}</dt>
            <dd>{sponsorTypeName(sponsorTypes, symposium.SponsorType)}</dd>
          </>
        )}
        <dt>{t('symposia.when')}</dt>
        <dd data-time>{format.dateTimeRange(symposium.StartDateTime, symposium.EndDateTime)}</dd>
        {symposium.RoomName && (
          <>
            <dt>{t('symposia.room')}</dt>
            <dd>{symposium.RoomName}</dd>
          </>
        )}
        {chairs.length > 0 && (
          <>
            <dt>{t('symposia.chairs')}</dt>
            <dd>{chairs.map((chair) => fullName(chair.Firstname, chair.Surname)).join(', ')}</dd>
          </>
        )}
        {presentations.length > 0 && (
          <>
            <dt>{t('symposia.presentations')}</dt>
            <dd>
              <ul>
                {presentations.map((presentation) => {
                  const speaker = fullName(presentation.SpeakerFirstname, presentation.SpeakerSurname);
                  return <li key={presentation.Id}>{speaker ? `${presentation.Title} (${speaker})` : presentation.Title}</li>;
                })}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <Actions>
        <RequestButton type="button" aria-haspopup="dialog" aria-describedby={headingId} onClick={() => onRequest(symposium)}>
          {t('symposia.request')}
        </RequestButton>
        <a href={sessionHref} aria-describedby={headingId}>
          {t('symposia.session')}
        </a>
      </Actions>
    </Item>
  );
}

export function SymposiaPage(_props: PageProps) {
  const t = useTexts(EXHIBITION_PAGES_TEXTS);
  const symposia = useSymposia();
  const countId = useId();
  const [leadFor, setLeadFor] = useState<SymposiumSession | null>(null);
  const sorted = useMemo(() => sortedPublicSymposia(symposia.data ?? []), [symposia.data]);

  return (
    <List part="symposia" aria-labelledby={countId}>
      <AsyncView
        query={symposia}
        texts={{ loading: t('symposia.loading'), error: t('symposia.error'), retry: t('exhibitionPages.retry') }}
        box={State}
      >
        {() => (
          <>
            <Count id={countId} role="status" data-count={sorted.length}>
              {t('symposia.count', { count: sorted.length })}
            </Count>
            {sorted.length === 0 ? (
              <State>{t('symposia.empty')}</State>
            ) : (
              <Items>
                {sorted.map((symposium) => (
                  <li key={symposium.Id}>
                    <Symposium symposium={symposium} onRequest={setLeadFor} />
                  </li>
                ))}
              </Items>
            )}
          </>
        )}
      </AsyncView>
      {leadFor && <SymposiumLeadDialog symposium={leadFor} onClose={() => setLeadFor(null)} />}
    </List>
  );
}
