/**
 * A footer box (docs/rules/shell-access-identity.md section 3): title, links, address lines, telephone, website and
 * e-mail.
 *
 * Texts: footer.telephone, footer.email, footer.website, footer.newTab. Theme tokens: none of its own
 * (the footer's colours). Parts: footer-box.
 */
import { useId } from 'react';
import type { FooterBox, FooterLink } from '../../core/footer';
import { FooterLinkItem } from './FooterLinkItem';
import { Box, Contact } from './FooterBoxView.styles';

export interface FooterBoxViewProps {
  box: FooterBox;
  t: (key: 'footer.telephone' | 'footer.email' | 'footer.website' | 'footer.newTab') => string;
  onOpenModal: (link: FooterLink) => void;
  /** A link of the box followed (tracking, issue 23: footer-box, element the box's title). */
  onFollow?: () => void;
}

export function FooterBoxView({ box, t, onOpenModal, onFollow }: FooterBoxViewProps) {
  const titleId = useId();
  return (
    <Box part="footer-box" aria-labelledby={box.title ? titleId : undefined}>
      {box.title && <h2 id={titleId}>{box.title}</h2>}
      {box.addressLines.length > 0 && (
        <address>
          {box.addressLines.map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
        </address>
      )}
      {(box.tel || box.email || box.website) && (
        <Contact>
          {box.tel && (
            <>
              <dt>{t('footer.telephone')}</dt>
              <dd>
                <a href={box.tel.href} onClick={onFollow}>
                  {box.tel.label}
                </a>
              </dd>
            </>
          )}
          {box.email && (
            <>
              <dt>{t('footer.email')}</dt>
              <dd>
                <a href={box.email.href} onClick={onFollow}>
                  {box.email.label}
                </a>
              </dd>
            </>
          )}
          {box.website && (
            <>
              <dt>{t('footer.website')}</dt>
              <dd>
                <FooterLinkItem
                  link={{ label: box.website.label, href: box.website.href, modal: false, newTab: true, icon: null }}
                  newTabText={t('footer.newTab')}
                  onOpenModal={onOpenModal}
                  onFollow={onFollow}
                />
              </dd>
            </>
          )}
        </Contact>
      )}
      {box.links.length > 0 && (
        <ul>
          {box.links.map((link, index) => (
            <li key={index}>
              <FooterLinkItem link={link} newTabText={t('footer.newTab')} onOpenModal={onOpenModal} onFollow={onFollow} />
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
