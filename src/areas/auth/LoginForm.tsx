/**
 * The sign-in form, on the login page and in <vmx-login>. Handles every login result of the spec
 * (docs/rules/shell-access-identity.md section 4): Unconfirmed (offer to send the confirmation again), Lockout,
 * Terms (ask for the terms of use), the user's data (signed in), and a 401 (wrong e-mail or password).
 * A sign-in dispatches vmx-login ({ userId, email }) from the element the form is in. Part: button.
 *
 * Texts: auth.email, auth.password, auth.rememberMe, auth.acceptTerms, auth.signIn, auth.error.*,
 * auth.resendConfirmation, auth.confirmationSent, auth.required.
 */
import { useAuthText } from './useAuthText';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { contextModel, login, sendConfirmation } from '../../api/identity';
import { HttpError } from '../../api/http';
import type { LoginData, LoginStatus } from '../../contracts';
import { signIn } from '../../store/signInOut';
import { useEventContext } from '../../store/react';
import { useEmit } from '../../ui/host';
import { Button, CheckboxField, FormBox, FormNotice, LinkButton, TextField } from '../../ui/form';

export interface LoginFormProps {
  onSignedIn?: (data: LoginData) => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const t = useAuthText();
  const context = useEventContext();
  const emit = useEmit();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [askTerms, setAskTerms] = useState(false);
  const [outcome, setOutcome] = useState<LoginStatus | 'credentials' | 'failed' | null>(null);
  const [missing, setMissing] = useState(false);

  const signInCall = useMutation({
    mutationFn: () =>
      login(context.http, {
        Email: email.trim(),
        Password: password,
        AcceptTermsOfUse: acceptTerms,
        RememberMe: rememberMe,
        ContextModel: contextModel(context.event),
      }),
    onSuccess: (result) => {
      if (typeof result === 'string') {
        setOutcome(result);
        if (result === 'Terms') setAskTerms(true);
        return;
      }
      setOutcome(null);
      signIn(context, result);
      emit('vmx-login', { userId: result.userId, email: result.email });
      onSignedIn?.(result);
    },
    onError: (error) => setOutcome(error instanceof HttpError && error.status === 401 ? 'credentials' : 'failed'),
  });
  const resend = useMutation({ mutationFn: () => sendConfirmation(context.http, email.trim(), context.event) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(email.trim() === '' || password === '');
    if (email.trim() === '' || password === '') return;
    signInCall.mutate();
  };

  return (
    <FormBox onSubmit={submit} noValidate aria-label={t('auth.signIn')}>
      {outcome === 'credentials' && <FormNotice tone="danger">{t('auth.error.credentials')}</FormNotice>}
      {outcome === 'Lockout' && <FormNotice tone="danger">{t('auth.error.lockout')}</FormNotice>}
      {outcome === 'Terms' && <FormNotice tone="danger">{t('auth.error.terms')}</FormNotice>}
      {outcome === 'failed' && <FormNotice tone="danger">{t('auth.error.generic')}</FormNotice>}
      {outcome === 'Unconfirmed' && (
        <FormNotice tone="danger">
          {t('auth.error.unconfirmed')}{' '}
          {resend.isSuccess ? (
            t('auth.confirmationSent')
          ) : (
            <LinkButton type="button" onClick={() => resend.mutate()} disabled={resend.isPending}>
              {t('auth.resendConfirmation')}
            </LinkButton>
          )}
        </FormNotice>
      )}
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={missing && email.trim() === '' ? t('auth.required') : null}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing && password === '' ? t('auth.required') : null}
      />
      <CheckboxField label={t('auth.rememberMe')} checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
      {askTerms && (
        <CheckboxField label={t('auth.acceptTerms')} checked={acceptTerms} onChange={(event) => setAcceptTerms(event.target.checked)} />
      )}
      <Button type="submit" part="button" disabled={signInCall.isPending}>
        {t('auth.signIn')}
      </Button>
    </FormBox>
  );
}
