/**
 * MyAreaPage (/myarea/{i}/{e}/{l}/{module?}/{id?}, content-areas.md section 2): the boxes of the
 * event dashboard (GET /api/Modules/EventDashboard), each with its title, description and button. The
 * button opens the module's own address; the profile module opens the profile form (UserFormPage).
 * A module's content comes with its area (programme, evaluation, documents...): until then its
 * address shows the module's box text and a way back.
 *
 * Texts: myArea.intro, myArea.back, myArea.modulePlaceholder, myArea.unknownModule, myArea.error,
 * content.loading, content.retry. Theme tokens: --vmx-color-primary, --vmx-color-on-primary,
 * --vmx-color-border, --vmx-radius, --vmx-space. Parts: myarea-boxes, myarea-box.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { getEventDashboard, type DashboardModule } from '../../api/content';
import { buildPath } from '../../core/routes';
import { useEventContext, useEventState } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { Article, Boxes, ButtonLink, ModuleBox, PlainButton } from './Pages.styles';
import { useContentText } from './useContentText';

export function MyAreaPage({ route }: PageProps) {
  const t = useContentText();
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const dashboard = useQuery({
    queryKey: [context.instance, context.event, language, 'event-dashboard'],
    queryFn: ({ signal }) => getEventDashboard(context.http, eventId ?? 0, language, signal),
    enabled: eventId !== null,
    staleTime: Infinity,
  });
  const address = { instance: context.instance, event: context.event, language };
  const moduleName = route.params.module ?? null;

  if (dashboard.isPending) return <p role="status">{t('content.loading')}</p>;
  if (dashboard.isError) {
    return (
      <div role="alert">
        <p>{t('myArea.error')}</p>
        <PlainButton type="button" onClick={() => void dashboard.refetch()}>
          {t('content.retry')}
        </PlainButton>
      </div>
    );
  }
  const modules = Array.isArray(dashboard.data) ? dashboard.data : [];

  if (moduleName !== null) {
    const box = modules.find((candidate) => candidate.Module.toLowerCase() === moduleName.toLowerCase());
    return (
      <Article part="myarea-module" data-module={moduleName}>
        {box ? (
          <>
            <h2>{box.Title}</h2>
            <p>{box.Description}</p>
            <p>{t('myArea.modulePlaceholder')}</p>
          </>
        ) : (
          <p>{t('myArea.unknownModule')}</p>
        )}
        <p>
          <a href={buildPath('MyAreaPage', address)}>{t('myArea.back')}</a>
        </p>
      </Article>
    );
  }

  return (
    <>
      <p>{t('myArea.intro')}</p>
      <Boxes part="myarea-boxes">
        {modules.map((box) => (
          <Box key={box.Module} box={box} href={moduleHref(box.Module, address)} />
        ))}
      </Boxes>
    </>
  );
}

function Box({ box, href }: { box: DashboardModule; href: string }) {
  const titleId = useId();
  return (
    <ModuleBox part="myarea-box" data-module={box.Module} aria-labelledby={titleId}>
      <h2 id={titleId}>{box.Title}</h2>
      <p>{box.Description}</p>
      <ButtonLink href={href}>{box.ButtonText}</ButtonLink>
    </ModuleBox>
  );
}

function moduleHref(module: string, address: { instance: string; event: string; language: string }): string {
  if (module.toLowerCase() === 'profile') return buildPath('UserFormPage', address);
  return buildPath('MyAreaPage', { ...address, module });
}
