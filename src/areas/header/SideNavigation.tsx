/**
 * The side navigation (docs/rules/shell-access-identity.md sections 2 and 4): below the desktop breakpoint the
 * hamburger opens it as a modal panel (focus stays inside; Escape or the close button closes it and focus
 * goes back to the hamburger). It holds the menu (as tiles, two a row, when tileNavigation is on), the
 * banner menu, the user area, the language flags and the social media icons. Loaded on demand.
 *
 * Texts: header.sideNavigation, header.closeMenu, header.mainNavigation, header.bannerMenu.
 * Theme tokens: --vmx-color-background, --vmx-color-text, --vmx-color-border, --vmx-color-focus,
 * --vmx-radius, --vmx-space; --vmx-header-overlay from menu.backgroundOverlayColor.
 */
import { useId, useRef, type CSSProperties } from 'react';
import { isSafeThemeValue } from '../../core/config';
import type { HeaderConfig, ResolvedMenuItem, SocialMediaItem } from '../../core/header';
import { useEventState } from '../../store/react';
import { Icon } from './Icon';
import { LanguageFlags } from './LanguageFlags';
import { Menu, type OpenItem } from './Menu';
import { Panel, PanelTop, Section } from './SideNavigation.styles';
import { SocialIcons } from './SocialIcons';
import { UserArea } from './UserArea';
import { useHeaderText } from './useHeaderText';
import { useModalDialog } from '../../ui/useModalDialog';

export interface SideNavigationProps {
  onClose: () => void;
  items: ResolvedMenuItem[];
  bannerItems: ResolvedMenuItem[];
  congressItems: ResolvedMenuItem[];
  config: HeaderConfig;
  languages: readonly string[];
  socialItems: readonly SocialMediaItem[];
  onOpen: OpenItem;
}

export default function SideNavigation({
  onClose,
  items,
  bannerItems,
  congressItems,
  config,
  languages,
  socialItems,
  onOpen,
}: SideNavigationProps) {
  const t = useHeaderText();
  const language = useEventState((state) => state.language);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref);
  const overlay = config.menu.backgroundOverlayColor;
  const style = { '--vmx-header-overlay': overlay && isSafeThemeValue(overlay) ? overlay : undefined } as CSSProperties;
  return (
    <Panel
      ref={ref}
      aria-labelledby={titleId}
      style={style}
      data-header="side-navigation"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <PanelTop>
        <h2 id={titleId}>{t('header.sideNavigation')}</h2>
        <button type="button" onClick={onClose}>
          <Icon name="close" />
          {t('header.closeMenu')}
        </button>
      </PanelTop>
      <nav aria-label={t('header.mainNavigation')}>
        <Menu items={items} onOpen={onOpen} layout={config.tileNavigation ? 'tiles' : 'column'} />
      </nav>
      {bannerItems.length > 0 && (
        <Section>
          <nav aria-label={t('header.bannerMenu')}>
            <Menu items={bannerItems} onOpen={onOpen} layout="column" />
          </nav>
        </Section>
      )}
      <Section>
        <UserArea config={config} congressItems={congressItems} onOpen={onOpen} column />
      </Section>
      {(languages.length > 1 || socialItems.length > 0) && (
        <Section>
          <LanguageFlags languages={languages} current={language} />
          {socialItems.length > 0 && <SocialIcons items={socialItems} />}
        </Section>
      )}
    </Panel>
  );
}
