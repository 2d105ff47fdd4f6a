/**
 * The four charity highscores (projects, challenges, companies, participants) as a WAI-ARIA tablist:
 * arrow keys, Home and End move between tabs (and select them), only the selected tab is in the tab
 * order, its panel shows that highscore's table.
 *
 * Texts: charity.highscore.views, charity.highscore.view.*. Theme tokens: those of Highscore.styles.
 * Parts: highscore-tabs (and the table's highscore).
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { HIGHSCORE_VIEWS, type HighscoreView } from '../../../core/charity/highscore';
import { CHARITY_TEXTS } from '../../../core/charity/texts';
import { useTexts } from '../../../store/react';
import { Tab, TabList, TabPanel } from './Highscore.styles';
import { HighscoreTable } from './HighscoreTable';

export interface HighscoreTabsProps {
  projectId: number | null;
  projectName?: string | null;
  /** The tab shown first. */
  initial?: HighscoreView;
}

export function HighscoreTabs({ projectId, projectName, initial = 'projects' }: HighscoreTabsProps) {
  const t = useTexts(CHARITY_TEXTS);
  const id = useId();
  const [selected, setSelected] = useState<HighscoreView>(initial);
  const buttons = useRef(new Map<HighscoreView, HTMLButtonElement>());
  const views = HIGHSCORE_VIEWS;

  const move = (event: KeyboardEvent) => {
    const index = views.indexOf(selected);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % views.length
      : event.key === 'ArrowLeft' ? (index - 1 + views.length) % views.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? views.length - 1
      : null;
    const target = next === null ? undefined : views[next];
    if (!target) return;
    event.preventDefault();
    setSelected(target);
    buttons.current.get(target)?.focus();
  };

  return (
    <div part="highscore-tabs">
      <TabList role="tablist" aria-label={t('charity.highscore.views')} onKeyDown={move}>
        {views.map((view) => (
          <Tab
            key={view}
            ref={(element) => {
              if (element) buttons.current.set(view, element);
              else buttons.current.delete(view);
            }}
            type="button"
            role="tab"
            id={`${id}-${view}`}
            aria-selected={view === selected}
            aria-controls={`${id}-panel`}
            tabIndex={view === selected ? 0 : -1}
            data-tab={view}
            onClick={() => setSelected(view)}
          >
            {t(`charity.highscore.view.${view}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanel role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`} tabIndex={0} data-panel={selected}>
        <HighscoreTable view={selected} projectId={projectId} projectName={projectName} />
      </TabPanel>
    </div>
  );
}
