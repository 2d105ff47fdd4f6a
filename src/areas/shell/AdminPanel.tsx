/**
 * The admin panel (docs/rules/shell-access-identity.md section 2): for super users and preview super users, a
 * fullscreen dialog with the toggles Content locked/unlocked (super-user mode), Dev build and Live
 * build (the other build's address is config_json adminPanel.devBuildUrl / liveBuildUrl, ours: the spec
 * names none; each offered only when the running version string is not already that build; switching
 * one on opens the same page in that build), App container view and Terminal view (the container query
 * flag and the stored isApp / isTerminal flags: off clears both), and the build line with the version and
 * its human-readable build date from version.json. A preview super user (the one the server lets edit) also finds
 * the programme editor there (ChromeComponents.ProgrammeEditor from areas/programme, loaded when asked for), and the
 * event's dashboard (ChromeComponents.EventDashboard from areas/dashboards, issue 23, loaded when asked for).
 *
 * Texts: admin.*. Theme tokens: those of ui/Dialog and ui/form. Parts: admin-button.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { buildSwitches } from '../../core/access/superUser';
import { IS_APP_STORAGE_FLAG, IS_TERMINAL_STORAGE_FLAG } from '../../core/appMode';
import { headerContainer } from '../../core/header/layout';
import { buildRoute, type Route } from '../../core/routes';
import { safeHref } from '../../core/url';
import { platformQueries } from '../../store/queries/platform';
import { useEventContext, useEventState } from '../../store/react';
import { setSuperUserMode } from '../../store/superUser';
import { Dialog } from '../../ui/Dialog';
import { Button, CheckboxField } from '../../ui/form';
import type { Navigate } from '../../ui/page';
import { useShellText } from './useShellText';

export function AdminPanel({
  route,
  navigate,
  previewSuperUser,
  Editor,
  Dashboard,
}: {
  route: Route;
  navigate: Navigate;
  previewSuperUser: boolean;
  /** The programme editor (ChromeComponents.ProgrammeEditor), offered to preview super users. */
  Editor?: ComponentType<object> | undefined;
  /** The event's dashboard (ChromeComponents.EventDashboard), offered to preview super users. */
  Dashboard?: ComponentType<object> | undefined;
}) {
  const t = useShellText();
  const context = useEventContext();
  const superUser = useEventState((state) => state.superUser);
  const raw = useEventState((state) => state.config.raw);
  const [open, setOpen] = useState(false);
  const [editor, setEditor] = useState(false);
  const [dashboard, setDashboard] = useState(false);
  const version = useQuery({ ...platformQueries.version(context.http), enabled: open });
  if (!superUser && !previewSuperUser) return null;

  const links = (raw.adminPanel ?? {}) as { devBuildUrl?: unknown; liveBuildUrl?: unknown };
  const switches = buildSwitches(version.data?.Version ?? '');
  const devUrl = version.data && switches.dev ? samePageIn(links.devBuildUrl) : null;
  const liveUrl = version.data && switches.live ? samePageIn(links.liveBuildUrl) : null;
  const { container } = headerContainer(route.query, {
    isApp: storedFlag(IS_APP_STORAGE_FLAG),
    isTerminal: storedFlag(IS_TERMINAL_STORAGE_FLAG),
  });
  const withContainer = (mode: 'app' | 'terminal', on: boolean) => {
    const { container: _dropped, ...query } = route.query;
    // Off means the plain platform: the remembered container goes too, or the next page brings it back.
    if (!on) forgetContainer();
    navigate(buildRoute({ name: route.name, params: route.params, query: on ? { ...query, container: mode } : query }), { replace: true });
  };

  return (
    <>
      <Corner part="admin-button" type="button" onClick={() => setOpen(true)}>
        {t('admin.open')}
      </Corner>
      <Dialog open={open} fullscreen title={t('admin.title')} closeLabel={t('admin.close')} onClose={() => setOpen(false)}>
        <Toggles>
          <CheckboxField
            label={t('admin.contentUnlocked')}
            checked={superUser}
            onChange={(event) => setSuperUserMode(context, event.target.checked)}
          />
          <CheckboxField
            label={t('admin.appView')}
            checked={container === 'app'}
            onChange={(event) => withContainer('app', event.target.checked)}
          />
          <CheckboxField
            label={t('admin.terminalView')}
            checked={container === 'terminal'}
            onChange={(event) => withContainer('terminal', event.target.checked)}
          />
          {devUrl && <CheckboxField label={t('admin.devBuild')} checked={false} onChange={() => location.assign(devUrl)} />}
          {liveUrl && <CheckboxField label={t('admin.liveBuild')} checked={false} onChange={() => location.assign(liveUrl)} />}
          {version.data && (
            <p data-testid="admin-build">{t('admin.build', { version: version.data.Version, date: version.data.BuildDateTimeHuman })}</p>
          )}
          {previewSuperUser && Editor && !editor && (
            <Button type="button" onClick={() => setEditor(true)}>
              {t('admin.programmeEditor')}
            </Button>
          )}
          {previewSuperUser && Dashboard && !dashboard && (
            <Button type="button" onClick={() => setDashboard(true)}>
              {t('admin.dashboard')}
            </Button>
          )}
        </Toggles>
        {editor && Editor && <Editor />}
        {dashboard && Dashboard && <Dashboard />}
      </Dialog>
    </>
  );
}

/** The current page's address in another build (configured base URL), or null when none is configured or it is not http(s). */
function samePageIn(base: unknown): string | null {
  const href = safeHref(base);
  if (!href || !/^https?:/i.test(new URL(href, location.href).protocol)) return null;
  const root = new URL(href, location.href);
  if (!root.pathname.endsWith('/')) root.pathname += '/';
  return new URL(location.pathname.replace(/^\/+/, '') + location.search, root).href;
}

function storedFlag(name: string): string | null {
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}

function forgetContainer(): void {
  try {
    localStorage.removeItem(IS_APP_STORAGE_FLAG);
    localStorage.removeItem(IS_TERMINAL_STORAGE_FLAG);
  } catch {
    // Without storage nothing was remembered.
  }
}

const Corner = styled(Button)`
  position: fixed;
  right: calc(var(--vmx-space) * 2);
  bottom: calc(var(--vmx-space) * 2);
  z-index: 10;
`;

const Toggles = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) * 2);
  max-width: 32rem;

  p {
    margin: 0;
  }
`;
