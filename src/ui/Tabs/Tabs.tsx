/**
 * Tabs as a WAI-ARIA tablist: arrow keys, Home and End move between tabs (and select them), only the
 * selected tab is in the tab order, its panel follows. The caller names the tabs and owns the selection.
 *
 * Texts: given by the caller (label, tabLabel). Theme tokens: --vmx-color-border, --vmx-color-primary,
 * --vmx-color-focus, --vmx-space. Parts: given by the caller (part).
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Tab, TabList, TabPanel } from './Tabs.styles';

export interface TabsProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** The tablist's accessible name. */
  label: string;
  tabLabel: (tab: T) => string;
  /** The part name of the whole. */
  part: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

export function Tabs<T extends string>({ tabs, selected, onSelect, label, tabLabel, part, children }: TabsProps<T>) {
  const id = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const move = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    buttons.current.get(target)?.focus();
  };

  return (
    <div part={part}>
      <TabList role="tablist" aria-label={label} onKeyDown={move}>
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
            {tabLabel(tab)}
          </Tab>
        ))}
      </TabList>
      <TabPanel role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`} tabIndex={0} data-panel={selected}>
        {children}
      </TabPanel>
    </div>
  );
}
