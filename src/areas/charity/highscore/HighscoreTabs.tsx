/**
 * The four charity highscores (projects, challenges, companies, participants) as tabs (ui/Tabs); the
 * selected tab's panel shows that highscore's table.
 *
 * Texts: charity.highscore.views, charity.highscore.view.*. Theme tokens: those of ui/Tabs and Highscore.styles.
 * Parts: highscore-tabs (and the table's highscore).
 */
import { useState } from 'react';
import { HIGHSCORE_VIEWS, type HighscoreView } from '../../../core/charity/highscore';
import { CHARITY_TEXTS } from '../../../core/charity/texts';
import { useTexts } from '../../../store/react';
import { Tabs } from '../../../ui/Tabs';
import { HighscoreTable } from './HighscoreTable';

export interface HighscoreTabsProps {
  projectId: number | null;
  projectName?: string | null;
  /** The tab shown first. */
  initial?: HighscoreView;
}

export function HighscoreTabs({ projectId, projectName, initial = 'projects' }: HighscoreTabsProps) {
  const t = useTexts(CHARITY_TEXTS);
  const [selected, setSelected] = useState<HighscoreView>(initial);
  return (
    <Tabs<HighscoreView>
      tabs={HIGHSCORE_VIEWS}
      selected={selected}
      onSelect={setSelected}
      label={t('charity.highscore.views')}
      tabLabel={(view) => t(`charity.highscore.view.${view}`)}
      part="highscore-tabs"
    >
      <HighscoreTable view={selected} projectId={projectId} projectName={projectName} />
    </Tabs>
  );
}
