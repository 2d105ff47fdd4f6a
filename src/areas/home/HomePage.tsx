/**
 * The congress home (the HomePage route of <vmx-app>): the congress's name as the page's heading, its dates in
 * the event language and time zone (core/congressDates.ts) and whether it is still to come, on now or over
 * (core/eventPhase.ts, now from the clock), the ways in (the programme; the live page while it runs), the
 * ticker, what is on now and the highlighted sessions (the programme area's parts, passed in by
 * elements/app.tsx), the social feed widget (areas/socialFeed, passed in the same way), and the partners once (<vmx-logo-grid>; the footer leaves its grid out on this page).
 *
 * Ours where the spec is silent: what is on now is left out once the congress has ended (nothing will run).
 * An industry-only event (IndustryOnly, core/industryOnly.ts) leads to the exhibition and the industry symposia
 * instead, without the programme's on-now and highlighted sessions. An event held on an external virtual-meeting
 * platform (ExternalVirtualMeetingUrl, core/eventKeys.ts) gets the way in to it (VirtualMeeting, its own chunk).
 *
 * Texts: home.label, home.dates, home.phase.upcoming|running|ended, home.programme, home.live, home.industry.* (and the
 * parts').
 * Theme tokens: --vmx-color-primary, --vmx-color-primary-subtle, --vmx-color-primary-border,
 * --vmx-color-on-primary, --vmx-color-surface, --vmx-color-muted, --vmx-color-on-status, --vmx-color-focus,
 * --vmx-radius, --vmx-space. Parts: none (the page of vmx-app, not restyled by a host page).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { congressDates } from '../../core/congressDates';
import { eventPhase, instantOf } from '../../core/eventPhase';
import { externalVirtualMeetingUrl } from '../../core/eventKeys';
import { HOME_TEXTS } from '../../core/homeTexts';
import { INDUSTRY_HOME_TEXTS } from '../../core/industryHomeTexts';
import { isIndustryOnly } from '../../core/industryOnly';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { useNow } from '../../store/useNow';
import type { PageProps } from '../../ui/page';
import { useRouteHref } from '../../ui/platformLinks';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Actions, Facts, Hero, Home, Partners, Phase } from './Home.styles';

/** The parts of other areas the home shows; areas never import each other, so elements/app.tsx passes them. */
export interface HomeParts {
  OnNow?: ComponentType<object>;
  Highlighted?: ComponentType<object>;
  /** The social feed widget (areas/socialFeed; docs/rules/content-areas.md section 1). */
  SocialFeed?: ComponentType<object>;
}

export interface HomePageProps extends PageProps {
  parts: HomeParts;
}

/** How often the home looks at the clock again, so the congress turns from coming up to on now to ended on screen. */
const HOME_CLOCK_MS = 60_000;

// The external virtual meeting's way in: only events that configure one load it.
const VirtualMeeting = lazy(() => import('./VirtualMeeting').then((module) => ({ default: module.VirtualMeeting })));

export function HomePage({ parts }: HomePageProps) {
  const t = useTexts(HOME_TEXTS);
  const ti = useTexts(INDUSTRY_HOME_TEXTS);
  const industryOnly = useEventState((state) => isIndustryOnly(state.config.raw));
  const meetingUrl = useEventState((state) => externalVirtualMeetingUrl(state.config.raw).url);
  const context = useEventContext();
  const href = useRouteHref();
  const details = useEventState((state) => state.details);
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const now = useNow(HOME_CLOCK_MS);
  if (!details) return null;
  const phase = eventPhase({ start: instantOf(details.StartDate), end: instantOf(details.EndDate) }, now);
  const dates = congressDates(details.StartDate, details.EndDate, language, details.TimeZone);
  const common = { instance: context.instance, event: context.event, language, 'api-base': context.apiBase };
  const { OnNow, Highlighted, SocialFeed } = parts;

  return (
    <Home data-home="" data-phase={phase}>
      <Hero aria-label={t('home.label')}>
        <h1>{details.Name}</h1>
        <Facts>
          {dates && (
            <span data-home="dates">
              <VisuallyHidden>{t('home.dates')}: </VisuallyHidden>
              {dates}
            </span>
          )}
          <Phase data-phase={phase}>{t(`home.phase.${phase}`)}</Phase>
        </Facts>
        {industryOnly ? (
          <Actions data-home="industry">
            <a href={href('IndustryLandingPage')}>{ti('home.industry.exhibition')}</a>
            <a href={href('IndustrySymposiaPage')}>{ti('home.industry.symposia')}</a>
          </Actions>
        ) : (
          <Actions>
            <a href={href('PagSearchPage')}>{t('home.programme')}</a>
            {phase === 'running' && <a href={href('LivePage')}>{t('home.live')}</a>}
          </Actions>
        )}
        {meetingUrl && (
          <Suspense fallback={null}>
            <VirtualMeeting url={meetingUrl} />
          </Suspense>
        )}
      </Hero>
      <vmx-ticker {...common} />
      {/* An industry-only event has no scientific programme to show on home (core/industryOnly.ts). */}
      {OnNow && !industryOnly && phase !== 'ended' && <OnNow />}
      {Highlighted && !industryOnly && <Highlighted />}
      {SocialFeed && <SocialFeed />}
      <Partners data-home="partners">
        <vmx-logo-grid {...common} />
      </Partners>
    </Home>
  );
}
