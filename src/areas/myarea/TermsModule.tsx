/**
 * Terms and conditions (docs/rules/content-areas.md section 7, UserConsent/TermsAndConditions): the event's entries
 * (pContext=event, pContextId the event id) and the platform's (pContext=default), in the event language.
 * Each entry shows its Title and its Content (HTML, sanitised by SanitizedHtml; a leading heading that
 * repeats the Title is left out); privacy-policy entries (IsPrivacyPolicy) are marked as such.
 *
 * Texts: myArea.terms.*, myArea.loading, myArea.retry. Theme tokens: those of MyArea.styles.
 * Parts: myarea-terms, myarea-terms-entry, myarea-terms-html.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { TermsEntry as TermsEntryData } from '../../contracts';
import { documentsQueries } from '../../store/queries/documents';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';
import { SanitizedHtml } from '../../ui/SanitizedHtml';
import { AsyncView } from '../../ui/AsyncView';
import { useMyAreaText } from './useMyArea';
import { Section, StatusBadge, TermsEntry } from './MyArea.styles';

export function TermsModule({ description }: { description: string | null }) {
  const t = useMyAreaText();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  return (
    <>
      {description && <p>{description}</p>}
      {eventId !== null && <TermsSection scope="event" eventId={eventId} heading={t('myArea.terms.event')} />}
      <TermsSection scope="default" eventId={null} heading={t('myArea.terms.platform')} />
    </>
  );
}

function TermsSection({ scope, eventId, heading }: { scope: 'event' | 'default'; eventId: number | null; heading: string }) {
  const t = useMyAreaText();
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const headingId = useId();
  const terms = useQuery(documentsQueries.terms(queryScope(context, language), scope, eventId));
  return (
    <Section part="myarea-terms" data-scope={scope} aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <AsyncView
        query={terms}
        texts={{ loading: t('myArea.loading'), error: t('myArea.terms.error'), retry: t('myArea.retry') }}
        layout="block"
      >
        {(entries) =>
          entries.length === 0 ? <p>{t('myArea.terms.empty')}</p> : entries.map((entry) => <Entry key={entry.Id} entry={entry} />)
        }
      </AsyncView>
    </Section>
  );
}

function Entry({ entry }: { entry: TermsEntryData }) {
  const t = useMyAreaText();
  const titleId = useId();
  const html = useMemo(() => withoutRepeatedTitle(entry.Content, entry.Title), [entry.Content, entry.Title]);
  return (
    <TermsEntry part="myarea-terms-entry" aria-labelledby={titleId} data-privacy-policy={entry.IsPrivacyPolicy ? 'true' : undefined}>
      <h4 id={titleId}>{entry.Title}</h4>
      {entry.IsPrivacyPolicy && (
        <p>
          <StatusBadge>{t('myArea.terms.privacy')}</StatusBadge>
        </p>
      )}
      <SanitizedHtml part="myarea-terms-html" html={html} />
    </TermsEntry>
  );
}

/**
 * An entry's Content often opens with its Title as a heading: shown under our own heading it would say the
 * same twice (and break the heading order). An inert DOMParser document runs no script and loads nothing;
 * the result still goes through SanitizedHtml.
 */
function withoutRepeatedTitle(content: string, title: string): string {
  const body = new DOMParser().parseFromString(content, 'text/html').body;
  const first = body.firstElementChild;
  const same = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  if (!first || !/^H[1-6]$/.test(first.tagName) || same(first.textContent) !== same(title)) return content;
  first.remove();
  return body.innerHTML;
}
