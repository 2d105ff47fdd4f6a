/**
 * The admin panel (shell-access-identity.md section 2): for super users and preview super users, a
 * fullscreen dialog with the toggles Content locked/unlocked (super-user mode), Dev build and Live
 * build (links configured in config_json adminPanel.devBuildUrl / liveBuildUrl, each offered only when
 * the running version is not already that build), App container view and Terminal view, and the build
 * line with the version and its human-readable build date.
 *
 * Texts: admin.*. Theme tokens: those of ui/Dialog and ui/form. Parts: admin-button.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { getVersion } from '../../api/core';
import { buildSwitches } from '../../core/access/superUser';
import { buildRoute, type Route } from '../../core/routes';
import { safeHref } from '../../core/url';
import { useEventContext, useEventState } from '../../store/react';
import { setSuperUserMode } from '../../store/superUser';
import { Dialog } from '../../ui/Dialog';
import { Button, CheckboxField } from '../../ui/form';
import type { Navigate } from '../../ui/page';
import { useShellText } from './useShellText';

export function AdminPanel({ route, navigate, previewSuperUser }: { route: Route; navigate: Navigate; previewSuperUser: boolean }) {
  const t = useShellText();
  const context = useEventContext();
  const superUser = useEventState((state) => state.superUser);
  const raw = useEventState((state) => state.config.raw);
  const [open, setOpen] = useState(false);
  const version = useQuery({
    queryKey: ['vmx', 'version'],
    queryFn: ({ signal }) => getVersion(context.http, signal),
    enabled: open,
  });
  if (!superUser && !previewSuperUser) return null;

  const links = (raw.adminPanel ?? {}) as { devBuildUrl?: unknown; liveBuildUrl?: unknown };
  const switches = buildSwitches(version.data?.Version ?? '');
  const devUrl = switches.dev ? safeHref(links.devBuildUrl) : null;
  const liveUrl = switches.live ? safeHref(links.liveBuildUrl) : null;
  const container = route.query.container;
  const withContainer = (mode: 'app' | 'terminal', on: boolean) => {
    const { container: _dropped, ...query } = route.query;
    navigate(buildRoute({ name: route.name, params: route.params, query: on ? { ...query, container: mode } : query }), { replace: true });
  };

  return (
    <>
      <Corner part="admin-button" type="button" onClick={() => setOpen(true)}>
        {t('admin.open')}
      </Corner>
      <Dialog open={open} fullscreen title={t('admin.title')} closeLabel={t('admin.close')} onClose={() => setOpen(false)}>
        <Toggles>
          <CheckboxField label={t('admin.contentUnlocked')} checked={superUser} onChange={(event) => setSuperUserMode(context, event.target.checked)} />
          <CheckboxField label={t('admin.appView')} checked={container === 'app'} onChange={(event) => withContainer('app', event.target.checked)} />
          <CheckboxField
            label={t('admin.terminalView')}
            checked={container === 'terminal'}
            onChange={(event) => withContainer('terminal', event.target.checked)}
          />
          {devUrl && <a href={devUrl}>{t('admin.devBuild')}</a>}
          {liveUrl && <a href={liveUrl}>{t('admin.liveBuild')}</a>}
          {version.data && <p>{t('admin.build', { version: version.data.Version, date: version.data.BuildDateTimeHuman })}</p>}
        </Toggles>
      </Dialog>
    </>
  );
}

const Corner = styled(Button)`
  position: fixed;
  right: calc(var(--vmx-space, 8px) * 2);
  bottom: calc(var(--vmx-space, 8px) * 2);
  z-index: 10;
`;

const Toggles = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);
  max-width: 32rem;

  p {
    margin: 0;
  }
`;
