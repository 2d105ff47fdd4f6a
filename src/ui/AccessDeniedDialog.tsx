/**
 * The access-denied dialog (docs/rules/shell-access-identity.md section 2, modals; section 6: "a denied result can
 * raise the access-denied dialog"): shown when a policy closes a page, or a menu link, to the visitor.
 * It offers sign-in to a visitor who is not signed in. Shared by the shell (a closed page) and the
 * header (a closed menu link).
 *
 * Texts: accessDenied.title, accessDenied.text (signed in), accessDenied.signedOutText, accessDenied.signIn, admin.close.
 */
import { buildPath } from '../core/routes';
import { SHELL_TEXTS } from '../core/shellTexts';
import { useEventContext, useEventState, useTexts } from '../store/react';
import { Dialog } from './Dialog';

export function AccessDeniedDialog({ language, onClose, returnUrl }: { language: string; onClose: () => void; returnUrl?: string }) {
  const t = useTexts(SHELL_TEXTS);
  const context = useEventContext();
  const signedIn = useEventState((state) => state.user !== null);
  const login = buildPath(
    'LoginPage',
    { instance: context.instance, event: context.event, language },
    { returnUrl: returnUrl ?? location.pathname + location.search },
  );
  return (
    <Dialog open title={t('accessDenied.title')} closeLabel={t('admin.close')} onClose={onClose}>
      {/* A visitor has no account yet to blame: only who may see it, and the way in. */}
      <p>{t(signedIn ? 'accessDenied.text' : 'accessDenied.signedOutText')}</p>
      {!signedIn && <a href={login}>{t('accessDenied.signIn')}</a>}
    </Dialog>
  );
}
