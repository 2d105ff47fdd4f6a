/**
 * The profile's tabs (ui/Tabs: a WAI-ARIA tablist).
 *
 * Texts: exhibitors.tabs, exhibitors.tab.*. Theme tokens: those of ui/Tabs. Parts: exhibitor-tabs.
 */
import type { ReactNode } from 'react';
import { useTexts } from '../../../../store/react';
import { Tabs } from '../../../../ui/Tabs';
import { PROFILE_TEXTS } from '../texts';

export const PROFILE_TABS = [
  'profile',
  'products',
  'meetings',
  'webcasts',
  'presentations',
  'symposia',
  'lounge',
  'chat',
  'files',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function profileTab(value: string | null | undefined): ProfileTab | null {
  const lower = (value ?? '').toLowerCase();
  return (PROFILE_TABS as readonly string[]).includes(lower) ? (lower as ProfileTab) : null;
}

export interface ProfileTabsProps {
  tabs: readonly ProfileTab[];
  selected: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
  children: ReactNode;
}

export function ProfileTabs({ tabs, selected, onSelect, children }: ProfileTabsProps) {
  const t = useTexts(PROFILE_TEXTS);
  return (
    <Tabs
      tabs={tabs}
      selected={selected}
      onSelect={onSelect}
      label={t('exhibitors.tabs')}
      tabLabel={(tab) => t(`exhibitors.tab.${tab}`)}
      part="exhibitor-tabs"
    >
      {children}
    </Tabs>
  );
}
