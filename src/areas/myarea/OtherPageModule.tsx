/**
 * A my-area module whose page is elsewhere on the platform, or whose component <vmx-app> does not pass in:
 * - evaluation and program (when <vmx-app> passes no component for them), profile and helpdesk: the box's
 *   description and a link to their page (SurveyPage, PersonalProgramPage, UserFormPage, HelpdeskPage;
 *   the helpdesk also offers the contact page);
 * - network, inbox, networking_settings and groups (when <vmx-app> passes no component for them): the box's
 *   description.
 *
 * Texts: myArea.open.*. Theme tokens: those of MyArea.styles. Parts: none.
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

export function OtherPageModule({ module, description }: { module: OtherModule; description: string | null }) {
  const t = useMyAreaText();
  const href = useRouteHref();
  const page = PAGES[module];
  return (
    <>
      {description && <p>{description}</p>}
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
