/**
 * The account transfer (docs/rules/shell-access-identity.md sections 3 and 7: POST /api/Token/ManageTransferFromBody;
 * section 4: "attempting account transfer"). Shown by CreateAccountPage at its own address with
 * ?transfer=1&ManageUserId=&Encrypted=&Email=, the link the transfer e-mail carries: the person sees
 * the address of their old account, chooses a password, accepts the terms and moves the account.
 *
 * The server answers 403 (no terms; a link that is not valid; an account moved already) or 400 (a field,
 * section 8). Its messages are English only, so each answer is said with a text of the page's language.
 *
 * Texts: auth.transfer.*, auth.email, auth.password, auth.confirmPassword, auth.passwordRule,
 * auth.passwordMismatch, auth.acceptTerms, auth.error.terms, auth.error.generic, auth.signIn,
 * auth.forgotPassword, and the validation texts.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { contextModel, transferAccount } from '../../api/identity';
import type { AuthTextKey as TextKey } from '../../core/authTexts';
import { buildPath } from '../../core/routes';
import { useEventContext } from '../../store/react';
import { Button, CheckboxField, FormBox, FormNotice, TextField } from '../../ui/form';
import type { PageProps } from '../../ui/page';
import { Links, Stack } from './Auth.styles';
import { transferFailure } from './errors';
import { useAuthText } from './useAuthText';
import { confirmationProblem, passwordProblem } from './validation';

type Field = 'Password' | 'ConfirmPassword';

export function TransferAccountForm({ route }: PageProps) {
  const t = useAuthText();
  const context = useEventContext();
  const address = { instance: context.instance, event: context.event, language: route.params.language ?? 'en-GB' };
  const { ManageUserId: manageUserId = '', Encrypted: encrypted = '', Email: email = '' } = route.query;
  const [values, setValues] = useState<Record<Field, string>>({ Password: '', ConfirmPassword: '' });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, TextKey>>>({});
  const signInPath = buildPath('LoginPage', address);

  const transfer = useMutation({
    mutationFn: (accepted: boolean) =>
      transferAccount(
        context.http,
        {
          Email: email.trim(),
          Encrypted: encrypted,
          ManageUserId: manageUserId,
          ...values,
          AcceptTermsOfUse: accepted,
          ContextModel: contextModel(context.event),
        },
        new URL(signInPath, location.href).href,
      ),
  });

  if (!manageUserId.trim() || !encrypted.trim() || !email.trim()) {
    return <FormNotice tone="danger">{t('auth.transfer.incomplete')}</FormNotice>;
  }
  if (transfer.isSuccess) {
    return (
      <Stack>
        <FormNotice tone="success">{t('auth.transfer.done')}</FormNotice>
        <a href={signInPath}>{t('auth.signIn')}</a>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, TextKey>> = {};
    const password = passwordProblem(values.Password);
    const confirmation = confirmationProblem(values.Password, values.ConfirmPassword);
    if (password) found.Password = password;
    if (confirmation) found.ConfirmPassword = confirmation;
    setProblems(found);
    if (Object.keys(found).length === 0) transfer.mutate(acceptTerms);
  };

  const failure = transfer.isError ? transferFailure(transfer.error, transfer.variables === true) : null;
  const field = (name: Field, label: TextKey, hint?: string) => {
    const problem = problems[name] ?? (failure?.field === name ? failure.text : null);
    return (
      <TextField
        label={t(label)}
        type="password"
        name={name}
        autoComplete="new-password"
        required
        hint={hint}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        error={problem ? t(problem) : null}
      />
    );
  };

  return (
    <FormBox onSubmit={submit} noValidate aria-label={t('auth.transfer.title')}>
      <h2>{t('auth.transfer.title')}</h2>
      <p>{t('auth.transfer.intro')}</p>
      {failure && failure.field === null && <FormNotice tone="danger">{t(failure.text)}</FormNotice>}
      {failure && failure.field === null && failure.refused && (
        <Links>
          <a href={signInPath}>{t('auth.signIn')}</a>
          <a href={buildPath('PasswordRetrievalPage', address)}>{t('auth.forgotPassword')}</a>
        </Links>
      )}
      <TextField
        label={t('auth.email')}
        type="email"
        name="Email"
        autoComplete="email"
        readOnly
        value={email}
        hint={t('auth.transfer.emailHint')}
      />
      {field('Password', 'auth.password', t('auth.passwordRule'))}
      {field('ConfirmPassword', 'auth.confirmPassword')}
      <CheckboxField label={t('auth.acceptTerms')} checked={acceptTerms} onChange={(event) => setAcceptTerms(event.target.checked)} />
      <Button type="submit" disabled={transfer.isPending}>
        {t('auth.transfer.submit')}
      </Button>
    </FormBox>
  );
}
