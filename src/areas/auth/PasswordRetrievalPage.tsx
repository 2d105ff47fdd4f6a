/**
 * PasswordRetrievalPage (/forgotpassword/{i}/{e}/{l}): asks for the e-mail address and sends the reset
 * link. The answer is the same whether or not an account exists (no account enumeration).
 *
 * Texts: auth.email, auth.sendResetLink, auth.resetRequested, auth.error.generic, auth.backToSignIn.
 */
import { useAuthText } from './useAuthText';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { forgotPassword } from '../../api/identity';
import { buildPath } from '../../core/routes';
import type { AuthTextKey as TextKey } from '../../core/authTexts';
import { useEventContext } from '../../store/react';
import { Button, FormBox, FormNotice, TextField } from '../../ui/form';
import type { PageProps } from '../../ui/page';
import { Stack } from './Auth.styles';
import { emailProblem } from './validation';

export function PasswordRetrievalPage({ route }: PageProps) {
  const t = useAuthText();
  const context = useEventContext();
  const language = route.params.language ?? 'en-GB';
  const address = { instance: context.instance, event: context.event, language };
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<TextKey | null>(null);
  const request = useMutation({
    mutationFn: () => forgotPassword(context.http, { event: context.event, language }, email.trim(), buildPath('LoginPage', address)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (!found) request.mutate();
  };

  if (request.isSuccess) {
    return (
      <Stack>
        <FormNotice tone="success">{t('auth.resetRequested')}</FormNotice>
        <a href={buildPath('LoginPage', address)}>{t('auth.backToSignIn')}</a>
      </Stack>
    );
  }
  return (
    <FormBox onSubmit={submit} noValidate aria-label={t('auth.sendResetLink')}>
      {request.isError && <FormNotice tone="danger">{t('auth.error.generic')}</FormNotice>}
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problem ? t(problem) : null}
      />
      <Button type="submit" disabled={request.isPending}>
        {t('auth.sendResetLink')}
      </Button>
    </FormBox>
  );
}
