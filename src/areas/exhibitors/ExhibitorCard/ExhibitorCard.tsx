/**
 * One exhibitor in the list: logo, name (a link to the company's profile when the company is public),
 * sponsor type, tags, its one-line summary and its booths, which open the floorplan dialog.
 *
 * Texts: exhibitors.booth, exhibitors.booths, exhibitors.comingSoonBadge, sponsorType.*. Theme tokens: --vmx-space,
 * --vmx-color-border, --vmx-radius, --vmx-color-surface, --vmx-color-muted. Parts: exhibitor.
 */
import type { CompanyAccount } from '../../../contracts';
import { boothLabelKey, sortedBoothNumbers } from '../../../core/exhibitors';
import { EXHIBITOR_TEXTS } from '../../../core/exhibitors/texts';
import { safeHref } from '../../../core/url';
import { useTexts } from '../../../store/react';
import { SPONSOR_TYPE_TEXTS, sponsorTypeName } from '../../../core/exhibitors/sponsorTypes';
import { Badges, BoothButton, Card, Head, Summary } from './ExhibitorCard.styles';

export interface ExhibitorCardProps {
  account: CompanyAccount;
  /** The company's profile, or null when it has none to show (not public). */
  profileHref: string | null;
  onShowBooth: (account: CompanyAccount) => void;
}

export function ExhibitorCard({ account, profileHref, onShowBooth }: ExhibitorCardProps) {
  const t = useTexts(EXHIBITOR_TEXTS);
  const sponsorTypes = useTexts(SPONSOR_TYPE_TEXTS);
  const booths = sortedBoothNumbers(account);
  const logo = safeHref(account.LogoPath);
  return (
    <Card part="exhibitor" data-company={account.CompanyAccountId}>
      <Head>
        {logo && <img src={logo} alt="" loading="lazy" />}
        <h3>{profileHref ? <a href={profileHref}>{account.Name}</a> : account.Name}</h3>
      </Head>
      <div>
        <Badges>
          {account.SponsorType && <span>{sponsorTypeName(sponsorTypes, account.SponsorType)}</span>}
          {account.PublicationState === 1 && <span>{t('exhibitors.comingSoonBadge')}</span>}
          {(account.Tags ?? []).map((tag) => (
            <span key={tag}>{tag}</span>
          ))}
        </Badges>
        {account.ShortDescription && <Summary>{account.ShortDescription}</Summary>}
      </div>
      {booths.length > 0 && (
        <BoothButton type="button" aria-haspopup="dialog" onClick={() => onShowBooth(account)}>
          {`${t(boothLabelKey(booths.length))} ${booths.join(', ')}`}
        </BoothButton>
      )}
    </Card>
  );
}
