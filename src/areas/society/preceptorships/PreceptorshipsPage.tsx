/**
 * The preceptorships page (/preceptorships/{i}/{e}/{l}; docs/rules/content-areas.md section 2 names the screen):
 * the society's training stays at host centres, each with its host centre, city and country, dates in the event
 * language's own format, places, the application deadline, a description (sanitised HTML) and how to apply (an
 * online form or an e-mail, only as safe links: core/society/preceptorships.ts). Filters by topic and country,
 * kept in the address (?topic=&country=), so a filtered list can be shared and Back undoes a filter.
 *
 * Texts: preceptorships.*, society.retry. Theme tokens: those of Society.styles and ui/listControls.
 * Parts: preceptorship-filters, preceptorship.
 */
import { useId, useMemo } from 'react';
import type { Preceptorship } from '../../../contracts';
import {
  applyLinks,
  calendarDateRange,
  filterPreceptorships,
  preceptorshipChoices,
  preceptorshipQuery,
  readPreceptorshipFilters,
  type PreceptorshipFilters,
} from '../../../core/society/preceptorships';
import { SOCIETY_TEXTS } from '../../../core/society/texts';
import { buildRoute } from '../../../core/routes';
import { useTexts } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import { Controls, Count, State } from '../../../ui/listControls.styles';
import type { PageProps } from '../../../ui/page';
import { SanitizedHtml } from '../../../ui/SanitizedHtml';
import { Apply, Card, Cards, Facts, Page, QuietButton } from '../Society.styles';
import { usePreceptorships, useSocietyLanguage } from '../useSociety';

export function PreceptorshipsPage({ route, navigate }: PageProps) {
  const t = useTexts(SOCIETY_TEXTS);
  const list = usePreceptorships();
  const language = useSocietyLanguage();
  const filters = useMemo(() => readPreceptorshipFilters(route.query), [route.query]);
  const ids = useId();
  // Each change of a filter is an entry in the history: Back undoes it.
  const setFilters = (next: PreceptorshipFilters) =>
    navigate(buildRoute({ name: route.name, params: route.params, query: preceptorshipQuery(next) }));

  return (
    <Page data-page="preceptorships">
      <p>{t('preceptorships.intro')}</p>
      <AsyncView query={list} texts={{ loading: t('preceptorships.loading'), error: t('preceptorships.error'), retry: t('society.retry') }}>
        {(all) => {
          if (all.length === 0) return <p>{t('preceptorships.empty')}</p>;
          const { topics, countries } = preceptorshipChoices(all, language);
          const shown = filterPreceptorships(all, filters);
          return (
            <>
              <Controls part="preceptorship-filters" aria-label={t('preceptorships.filters')} onSubmit={(event) => event.preventDefault()}>
                <label>
                  {t('preceptorships.topic')}
                  <select value={filters.topic ?? ''} onChange={(event) => setFilters({ ...filters, topic: event.target.value || null })}>
                    <option value="">{t('preceptorships.all')}</option>
                    {topics.map((topic) => (
                      <option key={topic.value} value={topic.value}>
                        {topic.label}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {t('preceptorships.country')}
                  <select
                    value={filters.country ?? ''}
                    onChange={(event) => setFilters({ ...filters, country: event.target.value || null })}
                  >
                    <option value="">{t('preceptorships.all')}</option>
                    {countries.map((country) => (
                      <option key={country.value} value={country.value}>
                        {country.label}
                      </option>
                    ))}
                  </select>
                </label>
              </Controls>
              <Count role="status" id={`${ids}-count`}>
                {t('preceptorships.count', { count: shown.length })}
              </Count>
              {shown.length === 0 ? (
                <>
                  <State>{t('preceptorships.none')}</State>
                  <QuietButton type="button" onClick={() => setFilters({ topic: null, country: null })}>
                    {t('preceptorships.clear')}
                  </QuietButton>
                </>
              ) : (
                <Cards aria-describedby={`${ids}-count`}>
                  {shown.map((item) => (
                    <li key={item.Id}>
                      <PreceptorshipCard item={item} language={language} />
                    </li>
                  ))}
                </Cards>
              )}
            </>
          );
        }}
      </AsyncView>
    </Page>
  );
}

function PreceptorshipCard({ item, language }: { item: Preceptorship; language: string }) {
  const t = useTexts(SOCIETY_TEXTS);
  const apply = applyLinks(item);
  return (
    <Card part="preceptorship" data-preceptorship={item.Id} data-topic={item.Topic} data-country={item.Country}>
      <h3>{item.Title}</h3>
      <Facts>
        <dt>{t('preceptorships.host')}</dt>
        <dd>{item.HostCentre}</dd>
        <dt>{t('preceptorships.where')}</dt>
        <dd>
          {item.City}, {item.CountryName}
        </dd>
        <dt>{t('preceptorships.dates')}</dt>
        <dd data-dates>{calendarDateRange(item.StartDate, item.EndDate, language)}</dd>
        <dt>{t('preceptorships.places')}</dt>
        <dd>{t('preceptorships.placesCount', { count: item.Places })}</dd>
        {item.ApplicationDeadline && (
          <>
            <dt>{t('preceptorships.deadline')}</dt>
            <dd data-deadline>{calendarDateRange(item.ApplicationDeadline, null, language)}</dd>
          </>
        )}
      </Facts>
      <SanitizedHtml html={item.Description} />
      <Apply>
        <h4>{t('preceptorships.apply')}</h4>
        {apply.url === null && apply.email === null && <p>{t('preceptorships.applyNone')}</p>}
        {apply.url && (
          <p>
            <a href={apply.url} target="_blank" rel="noopener noreferrer" data-apply="online">
              {t('preceptorships.applyOnline', { title: item.Title })}
            </a>
          </p>
        )}
        {apply.email && (
          <p>
            <a href={apply.email.href} data-apply="email">
              {t('preceptorships.applyEmail', { email: apply.email.address })}
            </a>
          </p>
        )}
      </Apply>
    </Card>
  );
}
