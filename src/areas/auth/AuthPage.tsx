/**
 * AuthPage (/auth/{i}/{e}/{l}?returnUrl=): where the access flow sends a signed-in user whose valid
 * ticket lacks TicketGrade when the event has OnboardingV2 (docs/rules/shell-access-identity.md section 4 step 5).
 * The user links their registration by surname and registration number (POST
 * /api/Modules/ValidateRegistrationLogin with their token: the server records the grade on their
 * ticket); the tickets are loaded again and the user goes on to returnUrl, home when there is none
 * (section 4, login action: the fallback target of AuthPage).
 *
 * Texts: auth.registration.*, auth.surname, auth.signIn, auth.required, auth.error.generic (failures: errors.ts
 * registrationFailure).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { validateRegistration } from '../../api/identity';
import type { AuthTextKey } from '../../core/authTexts';
import { buildPath } from '../../core/routes';
import { identityQueries } from '../../store/queries/identity';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';
import { Button, FormBox, FormNotice, TextField } from '../../ui/form';
import type { PageProps } from '../../ui/page';
import { Stack } from './Auth.styles';
import { registrationFailure } from './errors';
import { safeReturnPath } from '../../core/returnPath';
import { useAuthText } from './useAuthText';
import { requiredProblem } from './validation';

type Field = 'surname' | 'regnumber';

export function AuthPage({ route, navigate }: PageProps) {
  const t = useAuthText();
  const context = useEventContext();
  const queryClient = useQueryClient();
  const session = useEventState((state) => state.user);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const address = { instance: context.instance, event: context.event, language: route.params.language ?? 'en-GB' };
  const [values, setValues] = useState<Record<Field, string>>({ surname: session?.surname ?? '', regnumber: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, AuthTextKey>>>({});

  const link = useMutation({
    mutationFn: () => validateRegistration(context.http, eventId ?? 0, values.surname.trim(), values.regnumber.trim()),
    onSuccess: async () => {
      // The access flow reads the tickets again: with the grade recorded it lets the user through.
      await queryClient.invalidateQueries({ queryKey: identityQueries.ticketsKey(queryScope(context, '')) });
      navigate(safeReturnPath(route.query.returnUrl, location.origin) ?? buildPath('HomePage', address), { replace: true });
    },
  });

  if (!session) {
    const back = safeReturnPath(route.query.returnUrl, location.origin);
    const here = buildPath('AuthPage', address, back ? { returnUrl: back } : undefined);
    return (
      <Stack>
        <FormNotice tone="info">{t('auth.registration.signInFirst')}</FormNotice>
        <a href={buildPath('LoginPage', address, { returnUrl: here })}>{t('auth.signIn')}</a>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, AuthTextKey>> = {};
    const surname = requiredProblem(values.surname);
    const regnumber = requiredProblem(values.regnumber);
    if (surname) found.surname = surname;
    if (regnumber) found.regnumber = regnumber;
    setProblems(found);
    if (Object.keys(found).length === 0 && eventId !== null) link.mutate();
  };

  const field = (name: Field, label: AuthTextKey, autoComplete: string, maxLength: number) => (
    <TextField
      label={t(label)}
      type="text"
      name={name}
      autoComplete={autoComplete}
      required
      maxLength={maxLength}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={problems[name] ? t(problems[name]) : null}
    />
  );

  return (
    <FormBox onSubmit={submit} noValidate aria-label={t('auth.registration.submit')}>
      <p>{t('auth.registration.intro')}</p>
      {link.isError && <FormNotice tone="danger">{t(registrationFailure(link.error))}</FormNotice>}
      {field('surname', 'auth.surname', 'family-name', 100)}
      {field('regnumber', 'auth.registration.number', 'off', 64)}
      <Button type="submit" disabled={link.isPending || eventId === null}>
        {t('auth.registration.submit')}
      </Button>
    </FormBox>
  );
}
