import styled from 'styled-components';
import { MENU_BAR_HEIGHT, type HeaderTheme } from '../../core/header';

/** The whole header: sticky at the top; its colours per theme, the configured background wins. */
export const HeaderBox = styled.header<{ $theme: HeaderTheme }>`
  position: sticky;
  top: 0;
  z-index: 30;
  /* The theme's background; the configuration's colour, set on the element (SiteHeader.tsx), wins. */
  --vmx-header-background: ${({ $theme }) => ($theme === 'two' ? 'var(--vmx-color-primary)' : $theme === 'three' ? '#f4f6fa' : 'var(--vmx-color-background)')};
  background: var(--vmx-header-background);
  color: ${({ $theme }) => ($theme === 'two' ? 'var(--vmx-color-on-primary)' : 'var(--vmx-color-text)')};
  border-bottom: ${({ $theme }) => ($theme === 'one' ? '3px solid var(--vmx-color-primary)' : '1px solid rgb(0 0 0 / 12%)')};
  box-shadow: 0 2px 6px rgb(0 0 0 / 8%);

  /* Theme three is compact: logos, menu and tools in one row where there is room. */
  ${({ $theme }) =>
    $theme === 'three'
      ? `
    @media (min-width: 1024px) {
      .vmx-header-inner {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        column-gap: calc(var(--vmx-space) * 2);
      }
      .vmx-header-inner > [data-header='banner-row'] {
        display: contents;
      }
      .vmx-header-logos {
        margin-inline-end: 0;
      }
      .vmx-header-menu {
        order: 1;
        margin-inline-end: auto;
      }
      .vmx-header-tools {
        order: 2;
      }
    }
  `
      : ''}
`;

/** Content width: at most 1400 px (section 9); 95 % with .2rem padding on mobile. */
export const Inner = styled.div<{ $mobile: boolean }>`
  max-width: 1400px;
  margin: 0 auto;
  width: ${({ $mobile }) => ($mobile ? '95%' : '100%')};
  padding: ${({ $mobile }) => ($mobile ? '0 .2rem' : '0 calc(var(--vmx-space) * 2)')};
`;

/** The banner row: logos, clock, banner menu, user area; 100 px high (75 on narrow widths). */
export const BannerRow = styled.div<{ $height: number; $hidden: boolean }>`
  display: flex;
  align-items: center;
  gap: calc(var(--vmx-space) * 2);
  min-height: ${({ $height }) => $height}px;
  /* One row at every desktop width and in every language (issue 18, defect 6): the tools shrink instead. */
  flex-wrap: nowrap;
  ${({ $hidden }) => ($hidden ? 'display: none;' : '')}
`;

export const Logos = styled.div`
  display: flex;
  align-items: center;
  gap: calc(var(--vmx-space) * 2);
  margin-inline-end: auto;

  a {
    display: inline-flex;
    border-radius: var(--vmx-radius);
  }
  a:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
  img {
    display: block;
    height: var(--vmx-header-logo-height);
    max-width: 40vw;
    width: auto;
    /* A wide logo that meets max-width shrinks inside its 70 px box instead of being squeezed. */
    object-fit: contain;
    object-position: left center;
  }
`;

export const EventName = styled.span`
  font-size: 1.25em;
  font-weight: 700;
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: var(--vmx-space);
  flex-wrap: nowrap;
  min-width: 0;
`;

export const ClockText = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const IconRow = styled.ul`
  list-style: none;
  display: flex;
  gap: 0.25em;
  margin: 0;
  padding: 0;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.3em;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.3em;
    color: inherit;
    text-decoration: none;
    border-radius: var(--vmx-radius);
  }
  a:hover {
    background: rgb(127 127 127 / 15%);
  }
  a:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
  img {
    height: 24px;
    width: auto;
  }
  /* The compact banner row (useCompactRow): icons only; the names stay for assistive technology. */
  [data-compact] & [data-label] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const MenuRow = styled.nav<{ $theme: HeaderTheme }>`
  display: flex;
  min-height: ${MENU_BAR_HEIGHT}px;
  justify-content: ${({ $theme }) => ($theme === 'two' ? 'center' : 'flex-start')};
  border-top: ${({ $theme }) => ($theme === 'three' ? '0' : '1px solid rgb(127 127 127 / 25%)')};

  /*
   * Between the desktop breakpoint and 1280 px the entries sit closer and drop their (decorative) icons, so the
   * bar stays one row in German too; a submenu's chevron stays.
   */
  @media (max-width: 1279.98px) {
    & > ul > li > a,
    & > ul > li > button {
      padding-inline: 0.5em;
    }
    & > ul > li > a > svg:first-child:not(:last-child),
    & > ul > li > button > svg:first-child:not(:last-child) {
      display: none;
    }
  }
`;

export const Hamburger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.6em;
  border: 1px solid currentColor;
  border-radius: var(--vmx-radius);
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

/** The optional full-width banner (section 2), on its background colour. */
export const FullWidthBanner = styled.div`
  background: var(--vmx-header-banner-background);

  img {
    display: block;
    width: 100%;
    max-height: 100px;
    object-fit: cover;
  }
`;
