/**
 * Who is signed in, with a sign-out button; shown where a sign-in form would be for a signed-in user.
 *
 * Texts: auth.signedInAs, auth.signOut, auth.continue.
 */
import { useAuthText } from './useAuthText';
import { useEventContext, useEventState } from '../../store/react';
import { signOut } from '../../store/signInOut';
import { useEmit } from '../../ui/host';
import { Button } from '../../ui/form';
import { Stack } from './Auth.styles';

export function SignedInBox({ continueTo }: { continueTo?: string }) {
  const t = useAuthText();
  const context = useEventContext();
  const emit = useEmit();
  const user = useEventState((state) => state.user);
  const name = [user?.firstname, user?.surname].filter(Boolean).join(' ') || user?.email || '';
  return (
    <Stack>
      <p role="status">{t('auth.signedInAs', { name })}</p>
      {continueTo && <a href={continueTo}>{t('auth.continue')}</a>}
      <Button
        type="button"
        part="button"
        onClick={() => {
          void signOut(context, location.pathname).then(() => emit('vmx-logout', {}));
        }}
      >
        {t('auth.signOut')}
      </Button>
    </Stack>
  );
}
