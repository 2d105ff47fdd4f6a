/**
 * <vmx-login>: sign-in on any page. Signing in here signs in every VMX element of the instance on the
 * page and in the other tabs (through the shared store and the stored session); the element then says
 * who is signed in. Dispatches vmx-login with { userId, email } and vmx-logout. Nothing shows until the
 * event's texts are in, so the box never reads in the default language on another language's page.
 *
 * Texts: those of LoginForm and SignedInBox.
 */
import { useEventState } from '../../store/react';
import { rootBox } from '../../ui/theme';
import styled from 'styled-components';
import { LoginForm } from './LoginForm';
import { SignedInBox } from './SignedInBox';

export function LoginWidget() {
  const signedIn = useEventState((state) => state.user !== null);
  // The form waits for the event's texts: shown sooner, a German page's sign-in box would read English a moment.
  const loading = useEventState((state) => state.status === 'loading');
  return (
    <Box part="login" aria-busy={loading || undefined}>
      {/* LoginForm dispatches vmx-login, SignedInBox vmx-logout. */}
      {loading ? null : signedIn ? <SignedInBox /> : <LoginForm />}
    </Box>
  );
}

const Box = styled.div`
  ${rootBox};
`;
