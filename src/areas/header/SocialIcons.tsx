/**
 * The social media icon row (docs/rules/shell-access-identity.md section 2; config_json
 * defaults.header.menu.socialMediaItems {icon, url, target}).
 *
 * Texts: header.socialMedia, header.socialLink. Theme tokens: --vmx-color-focus, --vmx-radius.
 */
import type { SocialMediaItem } from '../../core/header';
import { hasIcon, Icon } from './Icon';
import { IconRow } from './SiteHeader.styles';
import { useHeaderText } from './useHeaderText';

export function SocialIcons({ items }: { items: readonly SocialMediaItem[] }) {
  const t = useHeaderText();
  return (
    <IconRow aria-label={t('header.socialMedia')} data-header="social">
      {items.map((item) => {
        const network = item.icon.charAt(0).toUpperCase() + item.icon.slice(1);
        return (
          <li key={item.href}>
            <a
              href={item.href}
              target={item.target}
              rel="noopener noreferrer"
              aria-label={item.target === '_blank' ? t('header.socialLink', { network }) : network}
            >
              {hasIcon(item.icon) ? <Icon name={item.icon} /> : network}
            </a>
          </li>
        );
      })}
    </IconRow>
  );
}
