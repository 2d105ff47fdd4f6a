/**
 * <vmx-login>: sign-in on any page. Signing in here signs in every VMX element of the instance on the
 * page and in the other tabs (through the shared store and the stored session); the element then says
 * who is signed in. Dispatches vmx-login with { userId, email } and vmx-logout.
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
  return (
    <Box part="login">
      {/* LoginForm dispatches vmx-login, SignedInBox vmx-logout. */}
      {signedIn ? <SignedInBox /> : <LoginForm />}
    </Box>
  );
}

const Box = styled.div`
  ${rootBox};
`;
