/**
 * One society's profile in the world village (?id={id}): its logo, name, kind and country, its text (sanitised
 * HTML), its links and how to contact it (website, e-mail, phone, address; only safe links). A link back to the
 * list; the heading takes the focus when the profile opens, so a keyboard or screen-reader user lands on it.
 *
 * Texts: worldVillage.*, society.retry. Theme tokens: those of Society.styles. Parts: society-profile.
 */
import { useEffect, useRef } from 'react';
import { HttpError } from '../../../api/http';
import type { WorldVillageSociety } from '../../../contracts';
import { SOCIETY_TEXTS } from '../../../core/society/texts';
import { safeExternalUrl } from '../../../core/url';
import { useTexts } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import { useRouteHref } from '../../../ui/platformLinks';
import { SanitizedHtml } from '../../../ui/SanitizedHtml';
import { BackLink, Badge, Columns, Facts, Logo, Profile, ProfileHead } from '../Society.styles';
import { MutedText } from '../../../ui/styles/page';
import { useWorldVillageSociety } from '../useSociety';

export function SocietyProfile({ id }: { id: number }) {
  const t = useTexts(SOCIETY_TEXTS);
  const href = useRouteHref();
  const society = useWorldVillageSociety(id);
  return (
    <>
      <BackLink href={href('WorldVillagePage')} data-back>
        ← {t('worldVillage.back')}
      </BackLink>
      <AsyncView
        query={society}
        texts={{ loading: t('worldVillage.profile.loading'), error: t('worldVillage.profile.error'), retry: t('society.retry') }}
        failed={(error) =>
          error instanceof HttpError && error.status === 404 ? <p data-not-found>{t('worldVillage.notFound')}</p> : undefined
        }
      >
        {(data) => <ProfileView society={data} />}
      </AsyncView>
    </>
  );
}

function ProfileView({ society }: { society: WorldVillageSociety }) {
  const t = useTexts(SOCIETY_TEXTS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [society.Id]);
  const website = safeExternalUrl(society.Website);
  return (
    <Profile part="society-profile" data-society={society.Id}>
      <ProfileHead>
        <Logo src={society.LogoPath} alt={t('worldVillage.logo', { name: society.Name })} width={300} height={120} />
        <div>
          <h2 tabIndex={-1} ref={heading}>
            {society.Name}
          </h2>
          <Badge>{t(`worldVillage.kind.${society.Kind}`)}</Badge>
          <MutedText>
            {society.Acronym} · {society.CountryName ?? t('worldVillage.international')}
          </MutedText>
        </div>
      </ProfileHead>
      <section aria-label={t('worldVillage.about')}>
        <SanitizedHtml html={society.Description} />
      </section>
      <Columns>
        {society.Links.length > 0 && (
          <section aria-labelledby={`society-${society.Id}-links`}>
            <h3 id={`society-${society.Id}-links`}>{t('worldVillage.links')}</h3>
            <ul>
              {society.Links.flatMap((link) => {
                const url = safeExternalUrl(link.Url);
                return url
                  ? [
                      <li key={url}>
                        <a href={url} target="_blank" rel="noopener noreferrer">
                          {link.Label}
                        </a>
                      </li>,
                    ]
                  : [];
              })}
            </ul>
          </section>
        )}
        <section aria-labelledby={`society-${society.Id}-contact`}>
          <h3 id={`society-${society.Id}-contact`}>{t('worldVillage.contact')}</h3>
          <Facts>
            {website && (
              <>
                <dt>{t('worldVillage.website')}</dt>
                <dd>
                  <a href={website} target="_blank" rel="noopener noreferrer">
                    {website.replace(/^https?:\/\//, '')}
                  </a>
                </dd>
              </>
            )}
            {society.Email && (
              <>
                <dt>{t('worldVillage.email')}</dt>
                <dd>
                  <a href={`mailto:${society.Email}`}>{society.Email}</a>
                </dd>
              </>
            )}
            {society.Phone && (
              <>
                <dt>{t('worldVillage.phone')}</dt>
                <dd>
                  <a href={`tel:${society.Phone.replace(/[^\d+]/g, '')}`}>{society.Phone}</a>
                </dd>
              </>
            )}
            {society.Address && (
              <>
                <dt>{t('worldVillage.address')}</dt>
                <dd>{society.Address}</dd>
              </>
            )}
            <dt>{t('worldVillage.country')}</dt>
            <dd>{society.CountryName ?? t('worldVillage.international')}</dd>
          </Facts>
        </section>
      </Columns>
    </Profile>
  );
}
