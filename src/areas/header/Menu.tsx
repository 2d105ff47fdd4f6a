/**
 * Menu entries (docs/rules/shell-access-identity.md section 2): links with icons, and entries with a submenu shown
 * by a real disclosure button (aria-expanded; Escape closes it and focus returns to the button; it also
 * closes when focus leaves it). Every link checks access when opened (useMenu.ts useMenuGuard).
 *
 * Texts: header.newTab, header.download. Theme tokens: --vmx-color-background, --vmx-color-text,
 * --vmx-color-border, --vmx-color-focus, --vmx-radius, --vmx-space.
 */
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { ResolvedMenuItem } from '../../core/header';
import { isIndustryOnly, menuEntryCurrent } from '../../core/industryOnly';
import { useEventState } from '../../store/react';
import { Icon } from './Icon';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Disclosure, EntryLink, EntryText, MenuList, Submenu } from './Menu.styles';
import { useHeaderText } from './useHeaderText';

export type OpenItem = (item: ResolvedMenuItem, event: MouseEvent) => void;

/** An entry is the current page's (core/industryOnly.ts: in an industry-only event, the exhibition's entry for all of it). */
function isCurrent(href: string, industryOnly: boolean): boolean {
  try {
    const url = new URL(href, location.href);
    return url.origin === location.origin && menuEntryCurrent(url.pathname, location.pathname, industryOnly);
  } catch {
    return false;
  }
}

export function MenuLink({ item, onOpen, tile = false }: { item: ResolvedMenuItem; onOpen: OpenItem; tile?: boolean }) {
  const t = useHeaderText();
  const industryOnly = useEventState((state) => isIndustryOnly(state.config.raw));
  if (!item.href) {
    return (
      <EntryText>
        <Icon name={item.icon} />
        {item.label}
      </EntryText>
    );
  }
  const newTab = item.target === '_blank';
  return (
    <EntryLink
      href={item.href}
      $tile={tile}
      target={newTab ? '_blank' : undefined}
      rel={item.external || newTab ? 'noopener noreferrer' : undefined}
      download={item.download ? '' : undefined}
      aria-current={isCurrent(item.href, industryOnly) ? 'page' : undefined}
      onClick={(event) => onOpen(item, event)}
    >
      <Icon name={item.icon} size={tile ? 28 : 20} />
      {/* data-label: a compact banner row hides it from sight only (SiteHeader.styles.ts, IconRow). */}
      <span data-label>{item.label}</span>
      {item.download ? (
        <VisuallyHidden>{t('header.download')}</VisuallyHidden>
      ) : newTab ? (
        <VisuallyHidden>{t('header.newTab')}</VisuallyHidden>
      ) : null}
    </EntryLink>
  );
}

/** An entry with a submenu: the disclosure button and the list it shows. */
function MenuGroup({ item, onOpen, dropdown }: { item: ResolvedMenuItem; onOpen: OpenItem; dropdown: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // Only the submenu closes, not the side navigation or slide-in menu around it.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    // Focus moved outside this entry (Tab past the last link, a click elsewhere): the dropdown closes.
    if (dropdown && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  // The parent's own page, when it has one, is the first entry of its submenu.
  const children = item.href ? [{ ...item, key: `${item.key}-self`, children: [] }, ...item.children] : item.children;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated: Escape and focus leaving come from the button and links inside, which take focus; the item itself is no control.
    <li onKeyDown={onKeyDown} onBlur={onBlur}>
      <Disclosure ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <Icon name={item.icon} />
        <span>{item.label}</span>
        <Icon name="chevron" size={16} />
      </Disclosure>
      <Submenu id={id} hidden={!open} $dropdown={dropdown}>
        {children.map((child) => (
          <MenuEntry
            key={child.key}
            item={child}
            onOpen={(entry, event) => {
              onOpen(entry, event);
              if (!event.defaultPrevented) setOpen(false);
            }}
            dropdown={false}
          />
        ))}
      </Submenu>
    </li>
  );
}

export function MenuEntry({
  item,
  onOpen,
  dropdown,
  tile = false,
}: {
  item: ResolvedMenuItem;
  onOpen: OpenItem;
  dropdown: boolean;
  tile?: boolean;
}) {
  if (item.children.length > 0) return <MenuGroup item={item} onOpen={onOpen} dropdown={dropdown} />;
  return (
    <li>
      <MenuLink item={item} onOpen={onOpen} tile={tile} />
    </li>
  );
}

export function Menu({
  items,
  onOpen,
  layout,
  label,
}: {
  items: ResolvedMenuItem[];
  onOpen: OpenItem;
  layout: 'bar' | 'column' | 'tiles';
  label?: string;
}) {
  if (items.length === 0) return null;
  return (
    <MenuList $layout={layout} aria-label={label}>
      {items.map((item) => (
        <MenuEntry key={item.key} item={item} onOpen={onOpen} dropdown={layout === 'bar'} tile={layout === 'tiles'} />
      ))}
    </MenuList>
  );
}
