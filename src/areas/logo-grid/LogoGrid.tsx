/**
 * Partner logos by tier (docs/rules/shell-access-identity.md section 2, footer; docs/rules/content-areas.md section 2,
 * company logo grid): Platinum, Gold and Bronze, each logo linking to the company profile, to the
 * company's own link, or to nothing when the company is not public; an optional PDF button.
 *
 * Shown only while the ComponentVisibility rule `logoGrid` allows it (docs/rules/content-areas.md section 4,
 * component time window); the footer and the home page render this element, so both follow the rule.
 *
 * Texts: logoGrid.label, logoGrid.tier.Platinum|Gold|Bronze, logoGrid.logoAlt, logoGrid.pdfButton.
 * Theme tokens: --vmx-color-primary, --vmx-color-text, --vmx-radius, --vmx-space. Parts: logo-grid, tier, tier-title,
 * logo, pdf-button.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { buildLogoGrid } from '../../core/logoGrid';
import { profilePath } from '../../core/profileLink';
import { queryScope } from '../../store/queries/keys';
import { partnersQueries } from '../../store/queries/partners';
import { useEventContext, useEventState, useText } from '../../store/react';
import { useComponentVisible } from '../../store/visibility';
import { Grid, LogoCell, LogoImage, PdfButton, Tier, TierTitle, Wrapper } from './LogoGrid.styles';

export interface LogoGridProps {
  /** Where the platform lives, for links to company profiles from another site; default the API base. */
  platformUrl?: string;
}

export function LogoGrid({ platformUrl }: LogoGridProps) {
  const t = useText();
  const context = useEventContext();
  const language = useEventState((state) => state.loadedLanguage);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const headingId = useId();
  const visible = useComponentVisible('logoGrid');

  const companies = useQuery({
    ...partnersQueries.publicAccounts(queryScope(context, language ?? ''), eventId),
    enabled: visible && eventId !== null && language !== null,
  });
  if (!visible || !companies.data || language === null) return null;

  const base = new URL(platformUrl || context.apiBase, document.baseURI);
  const profileHref = (companyAccountId: string) =>
    new URL(profilePath({ instance: context.instance, event: context.event, language, companyAccountId }), base).href;
  const tiers = buildLogoGrid(companies.data, profileHref);

  return (
    <Wrapper part="logo-grid" aria-label={t('logoGrid.label')}>
      {tiers.map(({ tier, items }) => (
        <Tier key={tier} part="tier" data-tier={tier} aria-labelledby={`${headingId}-${tier}`}>
          <TierTitle id={`${headingId}-${tier}`} part="tier-title">
            {t(`logoGrid.tier.${tier}`)}
          </TierTitle>
          <Grid>
            {items.map((item) => {
              // LogoPath is relative to the API, not to the page the grid is embedded in.
              const image = <LogoImage src={context.http.url(item.logo)} alt={t('logoGrid.logoAlt', { name: item.name })} loading="lazy" />;
              return (
                <LogoCell key={item.id} part="logo">
                  {item.href ? (
                    <a href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                      {image}
                    </a>
                  ) : (
                    image
                  )}
                  {item.pdf && (
                    <PdfButton part="pdf-button" href={item.pdf.href} target="_blank" rel="noopener noreferrer">
                      {item.pdf.label || t('logoGrid.pdfButton')}
                    </PdfButton>
                  )}
                </LogoCell>
              );
            })}
          </Grid>
        </Tier>
      ))}
    </Wrapper>
  );
}
