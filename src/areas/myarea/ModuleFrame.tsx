/**
 * A my-area module's page: its heading (the dashboard box's title), its body, and the way back to the
 * dashboard (a link: it stays when a closed form hides every button, docs/rules/content-areas.md section 4).
 *
 * Texts: myArea.back. Theme tokens: those of MyArea.styles. Parts: myarea-module.
 */
import type { ReactNode } from 'react';
import { useRouteHref } from '../../ui/platformLinks';
import { useMyAreaText } from './useMyArea';
import { ModulePage } from './MyArea.styles';

export function ModuleFrame({ module, title, children }: { module: string; title: string; children: ReactNode }) {
  return (
    <ModulePage part="myarea-module" data-module={module}>
      <h2>{title}</h2>
      {children}
      <BackToMyArea />
    </ModulePage>
  );
}

export function BackToMyArea() {
  const t = useMyAreaText();
  const href = useRouteHref();
  return (
    <p>
      <a href={href('MyAreaPage')}>{t('myArea.back')}</a>
    </p>
  );
}
