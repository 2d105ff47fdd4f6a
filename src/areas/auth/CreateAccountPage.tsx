/**
 * CreateAccountPage (/createaccount/{i}/{e}/{l}): Firstname, Surname, Email, Password, ConfirmPassword,
 * AcceptTermsOfUse (docs/rules/shell-access-identity.md section 5). The e-mailed link opens the confirmation page.
 * With ?transfer (and ManageUserId, Encrypted, Email: the link of the transfer e-mail) the same address
 * moves an account of the older system instead (TransferAccountForm). A visitor who arrives with an EventsAir code
 * (?externalAuthorizationCode) finds name and e-mail filled in from ExternalUserData (useExternalRegistration).
 *
 * Texts: auth.firstname, auth.surname, auth.email, auth.password, auth.confirmPassword, auth.passwordRule,
 * auth.acceptTerms, auth.createAccount, auth.accountCreated, auth.error.terms, auth.error.generic,
 * auth.backToSignIn, externalRegistration.found, externalRegistration.notFound, and the validation texts.
 */
import { useAuthText } from './useAuthText';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { contextModel, createAccount } from '../../api/identity';
import { EVENT_KEY_TEXTS } from '../../core/eventKeyTexts';
import { isFlagOn } from '../../core/flags';
import { buildPath } from '../../core/routes';
import type { AuthTextKey as TextKey } from '../../core/authTexts';
import { useEventContext, useTexts } from '../../store/react';
import { Button, CheckboxField, FormBox, FormNotice, TextField } from '../../ui/form';
import type { PageProps } from '../../ui/page';
import { Stack } from './Auth.styles';
import { createAccountFailure } from './errors';
import { TransferAccountForm } from './TransferAccountForm';
import { useExternalRegistration } from './useExternalRegistration';
import { confirmationProblem, emailProblem, passwordProblem, requiredProblem } from './validation';

type Field = 'Firstname' | 'Surname' | 'Email' | 'Password' | 'ConfirmPassword';

export function CreateAccountPage(props: PageProps) {
  return isFlagOn(props.route.query.transfer) ? <TransferAccountForm {...props} /> : <NewAccountForm {...props} />;
}

function NewAccountForm({ route }: PageProps) {
  const t = useAuthText();
  const context = useEventContext();
  const address = { instance: context.instance, event: context.event, language: route.params.language ?? 'en-GB' };
  const [values, setValues] = useState<Record<Field, string>>({ Firstname: '', Surname: '', Email: '', Password: '', ConfirmPassword: '' });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, TextKey>>>({});
  const keyTexts = useTexts(EVENT_KEY_TEXTS);
  const registration = useExternalRegistration();
  const registered = registration.state === 'found' ? registration.data : null;
  useEffect(() => {
    // Fills in only what the visitor has not typed yet.
    if (registered)
      setValues((typed) => ({
        ...typed,
        Firstname: typed.Firstname || registered.Firstname,
        Surname: typed.Surname || registered.Surname,
        Email: typed.Email || registered.Email,
      }));
  }, [registered]);

  const create = useMutation({
    mutationFn: () =>
      createAccount(
        context.http,
        { ...values, Email: values.Email.trim(), AcceptTermsOfUse: acceptTerms, ContextModel: contextModel(context.event) },
        new URL(buildPath('ConfirmationPage', address), location.href).href,
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, TextKey>> = {};
    const add = (field: Field, problem: TextKey | null) => {
      if (problem) found[field] = problem;
    };
    add('Firstname', requiredProblem(values.Firstname));
    add('Surname', requiredProblem(values.Surname));
    add('Email', emailProblem(values.Email));
    add('Password', passwordProblem(values.Password));
    add('ConfirmPassword', confirmationProblem(values.Password, values.ConfirmPassword));
    setProblems(found);
    if (Object.keys(found).length === 0) create.mutate();
  };

  if (create.isSuccess) {
    return (
      <Stack>
        <FormNotice tone="success">{t('auth.accountCreated')}</FormNotice>
        <a href={buildPath('LoginPage', address)}>{t('auth.backToSignIn')}</a>
      </Stack>
    );
  }

  const failure = create.isError ? createAccountFailure(create.error) : null;
  const field = (name: Field, label: TextKey, type: string, autoComplete: string, hint?: string) => (
    <TextField
      label={t(label)}
      type={type}
      name={name}
      autoComplete={autoComplete}
      required
      hint={hint}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={problems[name] ? t(problems[name]) : failure?.field === name ? t(failure.text) : null}
    />
  );

  return (
    <FormBox onSubmit={submit} noValidate aria-label={t('auth.createAccount')}>
      {failure && !failure.field && <FormNotice tone="danger">{t(failure.text)}</FormNotice>}
      {registered && (
        <FormNotice tone="success">
          {keyTexts('externalRegistration.found', { number: registered.RegistrationNumber, ticket: registered.TicketTypeName })}
        </FormNotice>
      )}
      {registration.state === 'not-found' && <FormNotice tone="info">{keyTexts('externalRegistration.notFound')}</FormNotice>}
      {field('Firstname', 'auth.firstname', 'text', 'given-name')}
      {field('Surname', 'auth.surname', 'text', 'family-name')}
      {field('Email', 'auth.email', 'email', 'email')}
      {field('Password', 'auth.password', 'password', 'new-password', t('auth.passwordRule'))}
      {field('ConfirmPassword', 'auth.confirmPassword', 'password', 'new-password')}
      <CheckboxField label={t('auth.acceptTerms')} checked={acceptTerms} onChange={(event) => setAcceptTerms(event.target.checked)} />
      <Button type="submit" disabled={create.isPending}>
        {t('auth.createAccount')}
      </Button>
    </FormBox>
  );
}
