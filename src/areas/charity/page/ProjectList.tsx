/**
 * The charity projects (docs/rules/content-areas.md section 3: projects with BannerFiles): a card per project with
 * its banner, name, sanitised description and a link to its project page (/charity/project/{id}); the
 * project the person's points support is marked. Loading, error with retry, none.
 *
 * Texts: charity.projects.*, charity.retry. Theme tokens: those of CharityPage.styles. Parts: charity-project.
 */
import { useMemo } from 'react';
import type { CharityProject } from '../../../contracts';
import { projectBannerUrl } from '../../../core/charity/challenge';
import { CHARITY_TEXTS } from '../../../core/charity/texts';
import { useEventContext, useTexts } from '../../../store/react';
import { useRouteHref } from '../../../ui/platformLinks';
import { SanitizedHtml } from '../../../ui/SanitizedHtml';
import { AsyncView } from '../../../ui/AsyncView';
import { useCharityProjects } from '../useCharity';
import { Banner, Card, Cards } from './CharityPage.styles';
import { MutedText } from '../../../ui/styles/page';

export interface ProjectListProps {
  /** The project the points go to (marked). */
  supported: number | null;
  /** The project page's own project: its card does not link to itself. */
  current: number | null;
  /** The banners' aspect ratio (the charity page config), else 3 / 1. */
  bannerAspect: string | null;
}

export function ProjectList({ supported, current, bannerAspect }: ProjectListProps) {
  const t = useTexts(CHARITY_TEXTS);
  const projects = useCharityProjects();
  return (
    <AsyncView
      query={projects}
      texts={{ loading: t('charity.projects.loading'), error: t('charity.projects.error'), retry: t('charity.retry') }}
    >
      {(list) =>
        list.length === 0 ? (
          <p>{t('charity.projects.empty')}</p>
        ) : (
          <Cards>
            {list.map((project) => (
              <li key={project.Id}>
                <ProjectCard
                  project={project}
                  supported={project.Id === supported}
                  current={project.Id === current}
                  bannerAspect={bannerAspect}
                />
              </li>
            ))}
          </Cards>
        )
      }
    </AsyncView>
  );
}

function ProjectCard({
  project,
  supported,
  current,
  bannerAspect,
}: {
  project: CharityProject;
  supported: boolean;
  current: boolean;
  bannerAspect: string | null;
}) {
  const t = useTexts(CHARITY_TEXTS);
  const context = useEventContext();
  const href = useRouteHref();
  const banner = useMemo(
    () => projectBannerUrl(project.BannerFiles, context.apiBase, document.baseURI),
    [project.BannerFiles, context.apiBase],
  );
  return (
    <Card part="charity-project" data-project={project.Id} data-selected={supported} aria-labelledby={`charity-project-${project.Id}`}>
      {/* The banner illustrates the name beside it: nothing to announce. */}
      {banner && <Banner src={banner} alt="" loading="lazy" data-banner style={bannerAspect ? { aspectRatio: bannerAspect } : undefined} />}
      <h3 id={`charity-project-${project.Id}`}>{project.Name}</h3>
      {project.Description && <SanitizedHtml html={project.Description} />}
      {supported && <MutedText data-supported>{t('charity.projects.supported')}</MutedText>}
      {!current && (
        <p>
          <a href={href('CharityProjectPage', { id: project.Id })}>{t('charity.projects.more', { name: project.Name })}</a>
        </p>
      )}
    </Card>
  );
}
