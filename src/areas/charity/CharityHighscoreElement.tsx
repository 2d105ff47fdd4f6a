/**
 * The body of <vmx-charity-highscore>: one charity highscore on a host page. Attributes: view (projects,
 * challenges, companies or participants; anything else shows projects), project-id (only that project's
 * points, CharityHighscoreForProject) and platform-url (where the platform lives: then a link to its
 * charity page). It shares the page's event context, so points submitted on the same page show at once. It
 * shows nothing while its ComponentVisibility rule (charityHighscore) hides it (docs/rules/content-areas.md
 * section 4, component time window).
 *
 * Texts: charity.highscore.* (HighscoreTable's), charity.highscore.takePart. Theme tokens: those of
 * Highscore.styles and --vmx-color-primary for the link. Parts: highscore, highscore-link.
 */
import { useEffect, useMemo } from 'react';
import { parseProjectId } from '../../core/charity/challenge';
import { parseHighscoreView } from '../../core/charity/highscore';
import { CHARITY_TEXTS } from '../../core/charity/texts';
import { useTexts } from '../../store/react';
import { useComponentVisible } from '../../store/visibility';
import { platformHref, PlatformLinksProvider, useRouteHref } from '../../ui/platformLinks';
import { HighscoreTable } from './highscore/HighscoreTable';
import { useCharityProjects } from './useCharity';

export interface CharityHighscoreElementProps {
  view?: string;
  projectId?: string;
  platformUrl?: string;
}

export function CharityHighscoreElement({ view, projectId, platformUrl }: CharityHighscoreElementProps) {
  const shownView = parseHighscoreView(view);
  const project = parseProjectId(projectId);
  useEffect(() => {
    if (view && parseHighscoreView(view) !== view.trim().toLowerCase())
      console.warn(`[vmx] <vmx-charity-highscore>: unknown view "${view}"; showing projects`);
  }, [view]);
  useEffect(() => {
    if (projectId && project === null)
      console.warn(`[vmx] <vmx-charity-highscore>: project-id "${projectId}" is not a project id; showing the whole event`);
  }, [projectId, project]);
  const toHref = useMemo(() => (path: string) => platformHref(platformUrl, path), [platformUrl]);
  const visible = useComponentVisible('charityHighscore');
  if (!visible) return null;
  return (
    <PlatformLinksProvider toHref={toHref}>
      <ElementHighscore view={shownView} projectId={project} linked={Boolean(platformUrl)} />
    </PlatformLinksProvider>
  );
}

function ElementHighscore({
  view,
  projectId,
  linked,
}: {
  view: ReturnType<typeof parseHighscoreView>;
  projectId: number | null;
  linked: boolean;
}) {
  const t = useTexts(CHARITY_TEXTS);
  const href = useRouteHref();
  // The caption names the project; the list of projects is read once and shared with the charity page.
  const projects = useCharityProjects();
  const projectName = projectId === null ? null : (projects.data?.find((project) => project.Id === projectId)?.Name ?? null);
  return (
    <>
      <HighscoreTable view={view} projectId={projectId} projectName={projectName} />
      {linked && (
        <p>
          <a part="highscore-link" href={projectId === null ? href('CharityPage') : href('CharityProjectPage', { id: projectId })}>
            {t('charity.highscore.takePart')}
          </a>
        </p>
      )}
    </>
  );
}
