/**
 * One charity highscore (docs/rules/content-areas.md section 3: Projects, Challenges, Companies or Participants with
 * Points per entry) as a table: rank (equal points share one), name and points, numbers in the event
 * language. The event's, or one project's (CharityHighscoreForProject). It reads the shared highscore
 * query, so it follows every submission of points on the page.
 *
 * Texts: charity.highscore.*, charity.retry. Theme tokens: those of Highscore.styles. Parts: highscore.
 */
import { useMemo } from 'react';
import { rankHighscore } from '../../../core/charity/challenge';
import { highscoreList, type HighscoreView } from '../../../core/charity/highscore';
import { CHARITY_TEXTS } from '../../../core/charity/texts';
import { useTexts } from '../../../store/react';
import { useCharityHighscore, useCharityLanguage } from '../useCharity';
import { AsyncView } from '../../../ui/AsyncView';
import { Board, State, Table } from './Highscore.styles';

export interface HighscoreTableProps {
  view: HighscoreView;
  /** Only this project's points; null: the whole event's. */
  projectId: number | null;
  /** The project's name, for the caption of a project's highscore. */
  projectName?: string | null;
}

export function HighscoreTable({ view, projectId, projectName }: HighscoreTableProps) {
  const t = useTexts(CHARITY_TEXTS);
  const language = useCharityLanguage();
  const highscore = useCharityHighscore(projectId);
  const rows = useMemo(() => (highscore.data ? rankHighscore(highscoreList(highscore.data, view)) : []), [highscore.data, view]);
  const number = useMemo(() => new Intl.NumberFormat(language), [language]);
  const viewName = t(`charity.highscore.view.${view}`);
  const caption = projectName
    ? t('charity.highscore.captionForProject', { view: viewName, project: projectName })
    : t('charity.highscore.caption', { view: viewName });

  return (
    <Board part="highscore" data-view={view} data-project={projectId ?? undefined}>
      <AsyncView
        query={highscore}
        texts={{ loading: t('charity.highscore.loading'), error: t('charity.highscore.error'), retry: t('charity.retry') }}
        box={State}
      >
        {() => (
          <Table aria-busy={highscore.isFetching}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('charity.highscore.rank')}</th>
                <th scope="col">{t('charity.highscore.name')}</th>
                <th scope="col">{t('charity.highscore.points')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={3}>{t('charity.highscore.empty')}</td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.Id} data-entry={row.Id} data-points={row.Points}>
                    <td>{number.format(row.rank)}</td>
                    <th scope="row">{row.Name}</th>
                    <td>{number.format(row.Points)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </Table>
        )}
      </AsyncView>
    </Board>
  );
}
