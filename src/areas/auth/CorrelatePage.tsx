/**
 * CorrelatePage (/{i}/{e}/{l}/auth/correlate?returnUrl): where the identity service sends a person back
 * from single sign-on (docs/rules/shell-access-identity.md section 4). It evaluates the SSO user and shows the step
 * core/sso.ts ssoStep names: a linked person is signed in and goes on to user data sync; an existing
 * account is linked by its password; a new person registers (with an optional password); terms of use
 * not yet accepted are asked for. The provider's refusal arrives as ?ssoError.
 *
 * Texts: auth.sso.*, auth.acceptTerms, auth.continue, auth.password, auth.confirmPassword,
 * auth.passwordRule, auth.error.terms, auth.error.generic, auth.backToSignIn, and the validation texts.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { HttpError } from '../../api/http';
import { setTermsAccepted } from '../../api/identity';
import { confirmExternal, registerExternal, registerExternalPassword } from '../../api/sso';
import type { SsoEvaluation } from '../../contracts';
import type { AuthTextKey as TextKey } from '../../core/authTexts';
import { buildPath } from '../../core/routes';
import { SSO_ERROR_QUERY, ssoErrorKind, ssoStep } from '../../core/sso';
import { queryScope } from '../../store/queries/keys';
import { ssoQueries } from '../../store/queries/sso';
import { useEventContext, useEventState } from '../../store/react';
import { signIn } from '../../store/signInOut';
import { Button, CheckboxField, FormBox, FormNotice, TextField } from '../../ui/form';
import type { PageProps } from '../../ui/page';
import { Stack } from './Auth.styles';
import { ssoFailure } from './errors';
import { NewPasswordFields } from './NewPasswordFields';
import { safeReturnPath } from '../../core/returnPath';
import { useAuthText } from './useAuthText';
import { useSsoProviderLabel } from './useSsoLinks';
import { confirmationProblem, passwordProblem } from './validation';

export function CorrelatePage({ route, navigate }: PageProps) {
  const t = useAuthText();
  const context = useEventContext();
  const user = useEventState((state) => state.user);
  const address = { instance: context.instance, event: context.event, language: route.params.language ?? 'en-GB' };
  const returnTo = safeReturnPath(route.query.returnUrl, location.origin) ?? buildPath('HomePage', address);
  const syncPage = buildPath('UserDataSyncPage', address, { returnUrl: returnTo });
  const loginPage = buildPath('LoginPage', address, { returnUrl: returnTo });
  const refused = ssoErrorKind(route.query[SSO_ERROR_QUERY]);

  const evaluated = useQuery({ ...ssoQueries.correlate(queryScope(context, ''), returnTo), enabled: refused === null });
  const [answer, setAnswer] = useState<SsoEvaluation | null>(null);
  const current = answer ?? evaluated.data ?? null;
  const step = current ? ssoStep(current) : null;
  const noSignOn = evaluated.error instanceof HttpError && evaluated.error.status === 401;

  useEffect(() => {
    if (current?.user && user?.accessToken !== current.user.accessToken) signIn(context, current.user);
  }, [current, user, context]);
  useEffect(() => {
    if (step === 'sync') navigate(syncPage, { replace: true });
    // Back here with the sign-on long finished (the back button, a reload): carry on as the signed-in user.
    else if (noSignOn && user) navigate(returnTo, { replace: true });
  }, [step, noSignOn, user, navigate, syncPage, returnTo]);

  const back = <a href={loginPage}>{t('auth.backToSignIn')}</a>;
  if (refused) {
    return (
      <Stack>
        <FormNotice tone="danger">{t(refused === 'cancelled' ? 'auth.sso.cancelled' : 'auth.sso.failed')}</FormNotice>
        <p>{back}</p>
      </Stack>
    );
  }
  if (evaluated.isError && !(noSignOn && user)) {
    return (
      <Stack>
        <FormNotice tone="danger">{t(noSignOn ? 'auth.sso.expired' : 'auth.error.generic')}</FormNotice>
        <p>{back}</p>
      </Stack>
    );
  }
  if (!current || step === 'sync') return <FormNotice tone="info">{t('auth.sso.working')}</FormNotice>;

  return (
    <Stack>
      <Identity evaluation={current} />
      {step === 'terms' && <TermsStep onDone={() => navigate(syncPage, { replace: true })} />}
      {step === 'confirm' && <ConfirmStep evaluation={current} returnTo={returnTo} onAnswer={setAnswer} />}
      {step === 'register' && <RegisterStep returnTo={returnTo} onAnswer={setAnswer} />}
      <p>{back}</p>
    </Stack>
  );
}

function Identity({ evaluation }: { evaluation: SsoEvaluation }) {
  const t = useAuthText();
  const { provider, email, firstname, surname } = evaluation.external;
  const label = useSsoProviderLabel(provider);
  const name = [firstname, surname].filter(Boolean).join(' ') || email;
  return <p>{t('auth.sso.identity', { provider: label, name, email })}</p>;
}

/** Signed in, but the terms of use are still to be accepted (core API SetTermsAccepted). */
function TermsStep({ onDone }: { onDone: () => void }) {
  const t = useAuthText();
  const context = useEventContext();
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);
  const accept = useMutation({ mutationFn: () => setTermsAccepted(context.http, context.event), onSuccess: onDone });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!accepted);
    if (accepted) accept.mutate();
  };
  return (
    <FormBox onSubmit={submit} noValidate aria-label={t('auth.acceptTerms')}>
      {missing && <FormNotice tone="danger">{t('auth.error.terms')}</FormNotice>}
      {accept.isError && <FormNotice tone="danger">{t('auth.error.generic')}</FormNotice>}
      <CheckboxField label={t('auth.acceptTerms')} checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
      <Button type="submit" disabled={accept.isPending}>
        {t('auth.continue')}
      </Button>
    </FormBox>
  );
}

interface StepProps {
  returnTo: string;
  onAnswer: (evaluation: SsoEvaluation) => void;
}

/** An account with the provider's e-mail exists: its password links it, once. */
function ConfirmStep({ evaluation, returnTo, onAnswer }: StepProps & { evaluation: SsoEvaluation }) {
  const t = useAuthText();
  const context = useEventContext();
  const askTerms = !evaluation.areTermsAccepted;
  const [password, setPassword] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState<TextKey | null>(null);
  // What was typed goes with mutate(), not through the mutation function's closure: useMutation takes a new function
  // only once the render that made it has committed its effects, which a quick click on a busy page can overtake.
  const confirm = useMutation({
    mutationFn: (typed: { password: string; accepted: boolean }) => confirmExternal(context.http, typed.password, typed.accepted, returnTo),
    onSuccess: onAnswer,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = password === '' ? 'auth.required' : askTerms && !accepted ? 'auth.error.terms' : null;
    setProblem(next);
    if (!next) confirm.mutate({ password, accepted });
  };

  return (
    <FormBox onSubmit={submit} noValidate aria-label={t('auth.sso.confirm.submit')}>
      <p>{t('auth.sso.confirm.intro', { email: evaluation.external.email })}</p>
      {confirm.isError && <FormNotice tone="danger">{t(ssoFailure(confirm.error, 'confirm'))}</FormNotice>}
      {problem === 'auth.error.terms' && <FormNotice tone="danger">{t(problem)}</FormNotice>}
      <TextField
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problem === 'auth.required' ? t(problem) : null}
      />
      {askTerms && (
        <CheckboxField label={t('auth.acceptTerms')} checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
      )}
      <Button type="submit" disabled={confirm.isPending}>
        {t('auth.sso.confirm.submit')}
      </Button>
    </FormBox>
  );
}

/** A new person: an account from the provider's details, and optionally a password of its own. */
function RegisterStep({ returnTo, onAnswer }: StepProps) {
  const t = useAuthText();
  const context = useEventContext();
  const [accepted, setAccepted] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<{ terms?: boolean; password?: TextKey | null; confirmation?: TextKey | null }>({});
  const [created, setCreated] = useState<SsoEvaluation | null>(null);
  // The typed password goes with mutate() (see ConfirmStep's): a stale closure would register without it.
  const register = useMutation({
    mutationFn: async ({ password, confirmation }: { password: string; confirmation: string }) => {
      const evaluation = await registerExternal(context.http, returnTo);
      if (!password) return { evaluation, passwordSet: true };
      // The password call needs the new session's token.
      if (evaluation.user) signIn(context, evaluation.user);
      const passwordSet = await registerExternalPassword(context.http, password, confirmation).then(
        () => true,
        () => false,
      );
      return { evaluation, passwordSet };
    },
    onSuccess: ({ evaluation, passwordSet }) => (passwordSet ? onAnswer(evaluation) : setCreated(evaluation)),
  });

  if (created) {
    return (
      <Stack>
        <FormNotice tone="danger">{t('auth.sso.register.passwordFailed')}</FormNotice>
        <Button type="button" onClick={() => onAnswer(created)}>
          {t('auth.continue')}
        </Button>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      terms: !accepted,
      password: password === '' ? null : passwordProblem(password),
      confirmation: password === '' ? null : confirmationProblem(password, confirmation),
    };
    setProblems(next);
    if (!next.terms && !next.password && !next.confirmation) register.mutate({ password, confirmation });
  };
  return (
    <FormBox onSubmit={submit} noValidate aria-label={t('auth.createAccount')}>
      <p>{t('auth.sso.register.intro')}</p>
      {register.isError && <FormNotice tone="danger">{t(ssoFailure(register.error, 'register'))}</FormNotice>}
      {problems.terms && <FormNotice tone="danger">{t('auth.error.terms')}</FormNotice>}
      <CheckboxField label={t('auth.acceptTerms')} checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
      <p>{t('auth.sso.register.password')}</p>
      <NewPasswordFields
        label="auth.sso.register.passwordLabel"
        required={false}
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        problems={problems}
      />
      <Button type="submit" disabled={register.isPending}>
        {t('auth.createAccount')}
      </Button>
    </FormBox>
  );
}
