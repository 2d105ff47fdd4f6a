/**
 * The small or large footer template (docs/rules/shell-access-identity.md sections 2 and 3): logo, text, link groups,
 * social icons and the copyright line. Small: one row of links; large: the groups as columns with their
 * descriptions. The text is HTML from the server and goes through SanitizedHtml.
 *
 * Texts: footer.logoAlt, footer.socialMedia, footer.newTab. Theme tokens: none of its own (the footer's
 * colours). Parts: footer-template, footer-copyright.
 */
import { useId } from 'react';
import type { Footer, FooterLink } from '../../core/footer';
import { SanitizedHtml } from '../../ui/SanitizedHtml';
import { FooterLinkItem } from './FooterLinkItem';
import { Copyright, Group, Groups, Icons, Template } from './FooterTemplateView.styles';

export interface FooterTemplateViewProps {
  footer: Footer;
  imageUrl: (path: string) => string;
  t: (key: 'footer.logoAlt' | 'footer.socialMedia' | 'footer.newTab') => string;
  onOpenModal: (link: FooterLink) => void;
  /** A social media icon followed (tracking, issue 23: footer-social, element the network). */
  onSocial?: (network: string) => void;
}

export function FooterTemplateView({ footer, imageUrl, t, onOpenModal, onSocial }: FooterTemplateViewProps) {
  const iconsId = useId();
  const large = footer.template === 'Large';
  const logo = footer.logo && <img src={imageUrl(footer.logo.src)} alt={t('footer.logoAlt')} height={48} />;
  return (
    <Template part="footer-template" data-template={footer.template} $large={large}>
      {logo && (footer.logo?.href ? <a href={footer.logo.href}>{logo}</a> : logo)}
      {footer.textHtml && <SanitizedHtml html={footer.textHtml} />}
      {footer.groups.length > 0 && (
        <Groups $large={large}>
          {footer.groups.map((group, groupIndex) => (
            <Group key={groupIndex} aria-label={group.name || undefined}>
              {large && group.name && <h2>{group.name}</h2>}
              {large && group.description && <p>{group.description}</p>}
              <ul>
                {group.links.map((link, index) => (
                  <li key={index}>
                    <FooterLinkItem link={link} newTabText={t('footer.newTab')} onOpenModal={onOpenModal} />
                  </li>
                ))}
              </ul>
            </Group>
          ))}
        </Groups>
      )}
      {footer.icons.length > 0 && (
        <Icons aria-labelledby={iconsId}>
          <span id={iconsId} hidden>
            {t('footer.socialMedia')}
          </span>
          {footer.icons.map((icon, index) => (
            <li key={index}>
              <FooterLinkItem link={icon} newTabText={t('footer.newTab')} onOpenModal={onOpenModal} onFollow={() => onSocial?.(icon.label)}>
                {icon.icon ? <img src={imageUrl(icon.icon)} alt={icon.label} width={28} height={28} /> : icon.label}
              </FooterLinkItem>
            </li>
          ))}
        </Icons>
      )}
      {footer.copyright && <Copyright part="footer-copyright">{footer.copyright}</Copyright>}
    </Template>
  );
}
