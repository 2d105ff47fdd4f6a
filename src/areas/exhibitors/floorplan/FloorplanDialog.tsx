/**
 * The exhibitor floorplan dialog (docs/rules/content-areas.md section 2, "Dialogs in the content areas"): the
 * company's logo and name, its booth numbers in ascending order labelled Booth or Booths, its sponsor
 * type, and a show-more button to the company's page (its DeepLink when that is a safe link).
 *
 * Texts: exhibitors.booth, exhibitors.booths, exhibitors.showMore, exhibitors.floorplan.sponsorType,
 * exhibitors.floorplan.close. Theme tokens: the
 * dialog's and buttonStyles'. Parts: floorplan.
 */
import styled from 'styled-components';
import type { CompanyAccount } from '../../../contracts';
import { boothLabelKey, sortedBoothNumbers } from '../../../core/exhibitors';
import { EXHIBITOR_TEXTS } from '../../../core/exhibitors/texts';
import { safeHref } from '../../../core/url';
import { useTexts } from '../../../store/react';
import { SPONSOR_TYPE_TEXTS, sponsorTypeName } from '../../../core/exhibitors/sponsorTypes';
import { primaryButton } from '../../../ui/buttonStyles';
import { Dialog } from '../../../ui/Dialog';
import { factList, stack } from '../../../ui/styles/layout';

export interface FloorplanDialogProps {
  account: CompanyAccount;
  /** The company's profile, or null when it has none to show. */
  profileHref: string | null;
  onClose: () => void;
}

export function FloorplanDialog({ account, profileHref, onClose }: FloorplanDialogProps) {
  const t = useTexts(EXHIBITOR_TEXTS);
  const sponsorTypes = useTexts(SPONSOR_TYPE_TEXTS);
  const booths = sortedBoothNumbers(account);
  const logo = safeHref(account.LogoPath);
  const more = safeHref(account.DeepLink) ?? profileHref;
  return (
    <Dialog open title={account.Name} closeLabel={t('exhibitors.floorplan.close')} onClose={onClose}>
      <Body part="floorplan">
        {logo && <img src={logo} alt="" />}
        <dl>
          <dt>{t(boothLabelKey(booths.length))}</dt>
          <dd>{booths.join(', ')}</dd>
          {account.SponsorType && (
            <>
              <dt>{t('exhibitors.floorplan.sponsorType')}</dt>
              <dd>{sponsorTypeName(sponsorTypes, account.SponsorType)}</dd>
            </>
          )}
        </dl>
        {more && <MoreLink href={more}>{t('exhibitors.showMore')}</MoreLink>}
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  ${stack(2)}

  img {
    max-width: 10rem;
    max-height: 6rem;
    object-fit: contain;
  }
  dl {
    ${factList}
    margin: 0;
  }
`;

const MoreLink = styled.a`
  ${primaryButton}
`;
