/**
 * ResetPasswordPage (/resetpassword/{i}/{e}/{l}?email&code): the page the reset e-mail links to; sets a
 * new password with the one-time code.
 *
 * Texts: auth.newPassword, auth.confirmPassword, auth.passwordRule, auth.setPassword,
 * auth.passwordChanged, auth.code.*, auth.error.generic, auth.signIn, and the validation texts.
 */
import { useAuthText } from './useAuthText';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { resetPassword } from '../../api/identity';
import { buildPath } from '../../core/routes';
import type { AuthTextKey as TextKey } from '../../core/authTexts';
import { useEventContext } from '../../store/react';
import { Button, FormBox, FormNotice } from '../../ui/form';
import type { PageProps } from '../../ui/page';
import { Stack } from './Auth.styles';
import { resetFailure } from './errors';
import { NewPasswordFields } from './NewPasswordFields';
import { confirmationProblem, passwordProblem } from './validation';

export function ResetPasswordPage({ route }: PageProps) {
  const t = useAuthText();
  const context = useEventContext();
  const language = route.params.language ?? 'en-GB';
  const address = { instance: context.instance, event: context.event, language };
  const { email = '', code = '' } = route.query;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<{ password?: TextKey | null; confirmation?: TextKey | null }>({});
  const reset = useMutation({
    mutationFn: () =>
      resetPassword(
        context.http,
        { event: context.event, language },
        { Email: email, Password: password, ConfirmPassword: confirmation, Code: code },
        buildPath('LoginPage', address),
      ),
  });

  const login = <a href={buildPath('LoginPage', address)}>{t('auth.signIn')}</a>;
  if (!email || !code) return <FormNotice tone="danger">{t('auth.code.invalid')}</FormNotice>;
  if (reset.isSuccess) {
    return (
      <Stack>
        <FormNotice tone="success">{t('auth.passwordChanged')}</FormNotice>
        {login}
      </Stack>
    );
  }

  const failure = reset.isError ? resetFailure(reset.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { password: passwordProblem(password), confirmation: confirmationProblem(password, confirmation) };
    setProblems(found);
    if (!found.password && !found.confirmation) reset.mutate();
  };

  return (
    <FormBox onSubmit={submit} noValidate aria-label={t('auth.setPassword')}>
      {failure && !failure.field && <FormNotice tone="danger">{t(failure.text)}</FormNotice>}
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        problems={failure?.field ? { ...problems, [failure.field]: failure.text } : problems}
      />
      <Button type="submit" disabled={reset.isPending}>
        {t('auth.setPassword')}
      </Button>
    </FormBox>
  );
}
