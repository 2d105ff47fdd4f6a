/**
 * The access-denied dialog (shell-access-identity.md section 2, modals; section 6: "a denied result can
 * raise the access-denied dialog"): shown when a policy closes the page or a link to a visitor. It
 * offers sign-in to a visitor who is not signed in; closing it goes back, or home.
 *
 * Texts: accessDenied.title, accessDenied.text, accessDenied.signIn, admin.close.
 */
import { buildPath } from '../../core/routes';
import { useEventContext, useEventState } from '../../store/react';
import { Dialog } from '../../ui/Dialog';
import { useShellText } from './useShellText';

export function AccessDeniedDialog({ language, onClose }: { language: string; onClose: () => void }) {
  const t = useShellText();
  const context = useEventContext();
  const signedIn = useEventState((state) => state.user !== null);
  const login = buildPath('LoginPage', { instance: context.instance, event: context.event, language }, { returnUrl: location.pathname + location.search });
  return (
    <Dialog open title={t('accessDenied.title')} closeLabel={t('admin.close')} onClose={onClose}>
      <p>{t('accessDenied.text')}</p>
      {!signedIn && <a href={login}>{t('accessDenied.signIn')}</a>}
    </Dialog>
  );
}
