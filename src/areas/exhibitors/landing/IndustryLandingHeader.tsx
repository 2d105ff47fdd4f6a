/**
 * The industry landing page's header (IndustryLandingPage and IndustryLanding, above the exhibitor list): the
 * model of GET /api/modules/IndustryLandingModel (docs/rules/content-areas.md section 7): the event's heading and
 * introduction (its resource set IndustryLandingModel), the sponsors by tier (Platinum, Gold, Bronze) behind a
 * disclosure, each a link to its profile (the list below says how many exhibitors it holds). Nothing shows while
 * loading or on failure: the list below is the page, this is its introduction. Loaded on demand (its own chunk).
 *
 * Texts: industryLanding.*, sponsorType.*. Theme tokens: --vmx-space, --vmx-color-border,
 * --vmx-radius, --vmx-color-surface, --vmx-color-link. Parts: industry-landing.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { IndustryLandingCompany } from '../../../contracts';
import { INDUSTRY_LANDING_TEXTS } from '../../../core/exhibitors/industryLandingTexts';
import { SPONSOR_TYPE_TEXTS, sponsorTypeName } from '../../../core/exhibitors/sponsorTypes';
import { safeHref } from '../../../core/url';
import { industryLandingQueries } from '../../../store/queries/industryLanding';
import { queryScope } from '../../../store/queries/keys';
import { useEventContext, useTexts } from '../../../store/react';
import { useRouteHref } from '../../../ui/platformLinks';
import { useExhibitorsLanguage } from '../useExhibitors';
import { Header, SponsorTiers, Sponsors, Tier } from './IndustryLandingHeader.styles';

/** The sponsors in tiers, in the order the server gives them (tier, then name). */
function byTier(sponsors: readonly IndustryLandingCompany[]): [string, IndustryLandingCompany[]][] {
  const tiers = new Map<string, IndustryLandingCompany[]>();
  for (const sponsor of sponsors) tiers.set(sponsor.SponsorType, [...(tiers.get(sponsor.SponsorType) ?? []), sponsor]);
  return [...tiers];
}

export function IndustryLandingHeader() {
  const t = useTexts(INDUSTRY_LANDING_TEXTS);
  const sponsorTypes = useTexts(SPONSOR_TYPE_TEXTS);
  const context = useEventContext();
  const language = useExhibitorsLanguage();
  const href = useRouteHref();
  const model = useQuery(industryLandingQueries.model(queryScope(context, language))).data;
  // The tiers are drawn once opened: a closed disclosure's lazy logos would never load, yet count as in view.
  const [open, setOpen] = useState(false);
  if (!model) return null;
  const tiers = byTier(model.Sponsors);
  return (
    <Header part="industry-landing" aria-labelledby="vmx-industry-landing" data-industry-landing>
      {model.Title && <h2 id="vmx-industry-landing">{model.Title}</h2>}
      {model.Intro && <p>{model.Intro}</p>}
      {tiers.length > 0 && (
        // Closed at first: on a phone the list's first card stays on the first screen; one press opens the tiers.
        <SponsorTiers onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary>
            <h3>{t('industryLanding.sponsors')}</h3>
          </summary>
          {open &&
            tiers.map(([tier, sponsors]) => (
              <Tier key={tier} data-sponsor-tier={tier}>
                <h4>{sponsorTypeName(sponsorTypes, tier)}</h4>
                <Sponsors>
                  {sponsors.map((sponsor) => {
                    const logo = safeHref(sponsor.LogoPath);
                    return (
                      <li key={sponsor.CompanyAccountId}>
                        <a href={href('ProfilePage', { companyAccountId: sponsor.CompanyAccountId })}>
                          {logo && <img src={logo} alt="" loading="lazy" />}
                          {sponsor.Name}
                        </a>
                      </li>
                    );
                  })}
                </Sponsors>
              </Tier>
            ))}
        </SponsorTiers>
      )}
    </Header>
  );
}
