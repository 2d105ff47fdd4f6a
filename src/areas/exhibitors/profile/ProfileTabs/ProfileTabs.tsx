/**
 * The profile's tabs as a WAI-ARIA tablist: arrow keys, Home and End move between tabs (and select them),
 * only the selected tab is in the tab order, its panel follows.
 *
 * Texts: exhibitors.tabs, exhibitors.tab.*. Theme tokens: those of ProfileTabs.styles. Parts: exhibitor-tabs.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTexts } from '../../../../store/react';
import { PROFILE_TEXTS } from '../texts';
import { Tab, TabList, TabPanel } from './ProfileTabs.styles';

export const PROFILE_TABS = ['profile', 'products', 'meetings', 'webcasts', 'presentations', 'symposia', 'lounge', 'chat', 'files'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function profileTab(value: string | null | undefined): ProfileTab | null {
  const lower = (value ?? '').toLowerCase();
  return (PROFILE_TABS as readonly string[]).includes(lower) ? (lower as ProfileTab) : null;
}

export interface ProfileTabsProps {
  tabs: readonly ProfileTab[];
  selected: ProfileTab;
  onSelect(tab: ProfileTab): void;
  children: ReactNode;
}

export function ProfileTabs({ tabs, selected, onSelect, children }: ProfileTabsProps) {
  const t = useTexts(PROFILE_TEXTS);
  const id = useId();
  const buttons = useRef(new Map<ProfileTab, HTMLButtonElement>());

  const move = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    buttons.current.get(target)?.focus();
  };

  return (
    <div part="exhibitor-tabs">
      <TabList role="tablist" aria-label={t('exhibitors.tabs')} onKeyDown={move}>
        {tabs.map((tab) => (
          <Tab
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            data-tab={tab}
            onClick={() => onSelect(tab)}
          >
            {t(`exhibitors.tab.${tab}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanel role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`} tabIndex={0} data-panel={selected}>
        {children}
      </TabPanel>
    </div>
  );
}
