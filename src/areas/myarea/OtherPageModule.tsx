/**
 * A my-area module whose page is elsewhere on the platform, or that this platform does not run:
 * - evaluation and program (when <vmx-app> passes no component for them), profile and helpdesk: the box's
 *   description and a link to their page (SurveyPage, PersonalProgramPage, UserFormPage, HelpdeskPage;
 *   the helpdesk also offers the contact page);
 * - groups: what the module is, and that it is not offered here (no pretend groups);
 * - network, inbox and networking_settings (when <vmx-app> passes no component for them): the box's description.
 *
 * Texts: myArea.open.*, myArea.about.*. Theme tokens: those of MyArea.styles. Parts: none.
 */
import type { MyAreaModule } from '../../core/myArea/modules';
import type { RouteName } from '../../core/routes';
import { useRouteHref } from '../../ui/platformLinks';
import { useMyAreaText } from './useMyArea';

type OtherModule = Exclude<MyAreaModule, 'documents' | 'submission' | 'terms'>;

const PAGES: Partial<
  Record<
    OtherModule,
    { route: RouteName; label: 'myArea.open.evaluation' | 'myArea.open.program' | 'myArea.open.profile' | 'myArea.open.helpdesk' }
  >
> = {
  evaluation: { route: 'SurveyPage', label: 'myArea.open.evaluation' },
  program: { route: 'PersonalProgramPage', label: 'myArea.open.program' },
  profile: { route: 'UserFormPage', label: 'myArea.open.profile' },
  helpdesk: { route: 'HelpdeskPage', label: 'myArea.open.helpdesk' },
};

const ABOUT = {
  groups: 'myArea.about.groups',
} as const;

export function OtherPageModule({ module, description }: { module: OtherModule; description: string | null }) {
  const t = useMyAreaText();
  const href = useRouteHref();
  const page = PAGES[module];
  return (
    <>
      {description && <p>{description}</p>}
      {module in ABOUT && <p>{t(ABOUT[module as keyof typeof ABOUT])}</p>}
      {page && (
        <p>
          <a href={href(page.route)}>{t(page.label)}</a>
        </p>
      )}
      {module === 'helpdesk' && (
        <p>
          <a href={href('ContactPage')}>{t('myArea.open.contact')}</a>
        </p>
      )}
    </>
  );
}
