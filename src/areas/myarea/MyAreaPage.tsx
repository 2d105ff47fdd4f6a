/**
 * MyAreaPage (/myarea/{i}/{e}/{l}/{module?}/{id?}, docs/rules/content-areas.md section 2): without a module, the
 * boxes of the event dashboard (GET /api/Modules/EventDashboard), each with its title, description and
 * button; with one, that module's page under the box's title (the module's own heading when the
 * dashboard has no box for it). Everything here is the signed-in user's: a visitor who is not signed in
 * is offered the sign-in page, which comes back here.
 *
 * Modules: documents, submission/{id}, terms, attendance (ours, CME) and recorded (ours, what tracking recorded) are this area's; evaluation, program, network,
 * inbox (inbox/{id}: one conversation), networking_settings and groups (groups/{id}: one group) show the components
 * <vmx-app> passes in (createMyAreaPage), else the box text (and a link to their page, where they have one); profile
 * and helpdesk link to their pages.
 *
 * Texts: myArea.intro, myArea.back, myArea.unknownModule, myArea.error, myArea.loading, myArea.signedOut,
 * myArea.signIn, myArea.module.*. Theme tokens: those of MyArea.styles. Parts: myarea-boxes, myarea-box,
 * myarea-module, myarea-signed-out.
 */
import { useId, type ComponentType } from 'react';
import type { DashboardModule } from '../../contracts';
import { boxTarget, myAreaModule, type MyAreaModule } from '../../core/myArea/modules';
import { useEventState } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { useRouteHref, type RouteHref } from '../../ui/platformLinks';
import { useSignInHref } from '../../ui/useSignInHref';
import { AttendanceModule } from './AttendanceModule';
import { DocumentsModule } from './DocumentsModule';
import { AsyncView } from '../../ui/AsyncView';
import { BackToMyArea, ModuleFrame } from './ModuleFrame';
import { OtherPageModule } from './OtherPageModule';
import { RecordedModule } from './RecordedModule';
import { SubmissionModule } from './SubmissionModule';
import { TermsModule } from './TermsModule';
import { useDashboard, useMyAreaText } from './useMyArea';
import { Boxes, ButtonLink, ModuleBox, ModulePage } from './MyArea.styles';

/**
 * Components of other areas that my area shows as a module's page, by module name (evaluation, program, network, inbox,
 * networking_settings, groups).
 * Each gets the page's props (route, navigate); one that takes none is welcome too.
 */
export type MyAreaModuleComponents = Partial<Record<string, ComponentType<PageProps> | ComponentType<object>>>;

export interface MyAreaPageProps extends PageProps {
  modules: MyAreaModuleComponents;
}

export function MyAreaPage({ route, navigate, modules }: MyAreaPageProps) {
  const signedIn = useEventState((state) => state.user !== null);
  if (!signedIn) return <SignedOut />;
  const segment = route.params.module ?? null;
  if (segment === null || segment === '') return <Dashboard />;
  return <Module segment={segment} id={route.params.id ?? null} route={route} navigate={navigate} modules={modules} />;
}

function SignedOut() {
  const t = useMyAreaText();
  const signIn = useSignInHref();
  return (
    <p part="myarea-signed-out">
      {t('myArea.signedOut')} <a href={signIn}>{t('myArea.signIn')}</a>
    </p>
  );
}

function Dashboard() {
  const t = useMyAreaText();
  const href = useRouteHref();
  const dashboard = useDashboard();
  return (
    <AsyncView
      query={dashboard}
      texts={{ loading: t('myArea.loading'), error: t('myArea.error'), retry: t('myArea.retry') }}
      layout="block"
    >
      {(boxes) => (
        <>
          <p>{t('myArea.intro')}</p>
          <Boxes part="myarea-boxes">
            {boxes.map((box) => (
              <Box key={box.Module} box={box} href={boxHref(box.Module, href)} />
            ))}
          </Boxes>
        </>
      )}
    </AsyncView>
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

function boxHref(module: string, href: RouteHref): string {
  const target = boxTarget(module);
  return target.route === 'MyAreaPage' ? href('MyAreaPage', { module: target.module }) : href(target.route);
}

function Module({ segment, id, route, navigate, modules }: { segment: string; id: string | null } & MyAreaPageProps) {
  const t = useMyAreaText();
  const dashboard = useDashboard();
  const known = myAreaModule(segment);
  // A module's page waits for its box's title; if the dashboard cannot be read, the module's own heading does.
  if (dashboard.isPending) return <p role="status">{t('myArea.loading')}</p>;
  const box = dashboard.data?.find((candidate) => candidate.Module.toLowerCase() === segment.toLowerCase()) ?? null;

  if (known === 'submission') return <SubmissionModule id={id} />;
  const given = modules[known ?? segment] ?? null;
  const title = box?.Title ?? (known ? t(`myArea.module.${known}`) : null);

  if (given) {
    // Either kind takes route and navigate: one declared without props simply ignores them.
    const Given = given as ComponentType<PageProps>;
    return (
      <ModuleFrame module={segment} title={title ?? segment}>
        <Given route={route} navigate={navigate} />
      </ModuleFrame>
    );
  }
  if (known === null || title === null) {
    return (
      <ModulePage part="myarea-module" data-module={segment}>
        {box ? (
          <>
            <h2>{box.Title}</h2>
            <p>{box.Description}</p>
          </>
        ) : (
          <p>{t('myArea.unknownModule')}</p>
        )}
        <BackToMyArea />
      </ModulePage>
    );
  }
  return (
    <ModuleFrame module={known} title={title}>
      <KnownModule module={known} description={box?.Description ?? null} />
    </ModuleFrame>
  );
}

function KnownModule({ module, description }: { module: Exclude<MyAreaModule, 'submission'>; description: string | null }) {
  switch (module) {
    case 'documents':
      return <DocumentsModule description={description} />;
    case 'terms':
      return <TermsModule description={description} />;
    case 'attendance':
      return <AttendanceModule description={description} />;
    case 'recorded':
      return <RecordedModule description={description} />;
    default:
      return <OtherPageModule module={module} description={description} />;
  }
}
