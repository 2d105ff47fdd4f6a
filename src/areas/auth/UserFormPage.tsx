/**
 * UserFormPage (/userform/{i}/{e}/{l}, "edit profile"): the signed-in user's own profile (GET and POST
 * /api/Core/User). Saving completes the user form for the event (docs/rules/shell-access-identity.md section 4
 * step 6), then returns to returnUrl when there is one. Under the form, the account's summary from the complete
 * user (AccountSummary, GET /api/Core/UserComplete).
 *
 * Texts: auth.firstname, auth.surname, profile.*, auth.required, auth.error.generic.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { saveUser } from '../../api/identity';
import type { UserProfile } from '../../contracts';
import { useUserAccessData } from '../../store/accessData';
import { identityQueries } from '../../store/queries/identity';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';
import { renameSession } from '../../store/signInOut';
import { Button, CheckboxField, FormBox, FormNotice, TextField } from '../../ui/form';
import type { PageProps } from '../../ui/page';
import { safeReturnPath } from '../../core/returnPath';
import { lazyComponent } from '../../ui/lazyPage';
import { useAuthText } from './useAuthText';

/** The account's facts from the complete user (GET /api/Core/UserComplete), in a chunk of its own. */
const AccountSummary = lazyComponent<object>(() => import('./AccountSummary').then((module) => ({ default: module.AccountSummary })), {
  quiet: true,
});

export function UserFormPage(props: PageProps) {
  const { user } = useUserAccessData();
  // The form starts from the loaded profile; the access flow only shows this page to a signed-in user.
  return user ? (
    <>
      <ProfileForm key={user.UserId} user={user} {...props} />
      <AccountSummary />
    </>
  ) : null;
}

function ProfileForm({ user, route, navigate }: PageProps & { user: UserProfile }) {
  const t = useAuthText();
  const context = useEventContext();
  const queryClient = useQueryClient();
  const eventId = useEventState((state) => state.details?.Id ?? 0);
  const [values, setValues] = useState({
    Firstname: user.Firstname,
    Surname: user.Surname,
    Profession: user.Profession ?? '',
    City: user.Contact.City ?? '',
    HealthCareProfessional: user.HealthCareProfessional === true,
  });
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      saveUser(context.http, eventId, {
        ...user,
        Firstname: values.Firstname.trim(),
        Surname: values.Surname.trim(),
        Profession: values.Profession.trim() || null,
        Contact: { ...user.Contact, City: values.City.trim() || null },
        HealthCareProfessional: values.HealthCareProfessional,
      }),
    onSuccess: async () => {
      renameSession(context, { firstname: values.Firstname.trim(), surname: values.Surname.trim() });
      await queryClient.invalidateQueries({ queryKey: identityQueries.userKey(queryScope(context, '')) });
      const back = safeReturnPath(route.query.returnUrl, location.origin);
      if (back) navigate(back);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = values.Firstname.trim() === '' || values.Surname.trim() === '';
    setMissing(incomplete);
    if (!incomplete) save.mutate();
  };
  const text = (name: 'Firstname' | 'Surname' | 'Profession' | 'City') => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [name]: event.target.value });

  return (
    <FormBox onSubmit={submit} noValidate aria-label={t('profile.save')}>
      {save.isSuccess && <FormNotice tone="success">{t('profile.saved')}</FormNotice>}
      {save.isError && <FormNotice tone="danger">{t('auth.error.generic')}</FormNotice>}
      <TextField
        label={t('auth.firstname')}
        name="firstname"
        autoComplete="given-name"
        required
        value={values.Firstname}
        onChange={text('Firstname')}
        error={missing && !values.Firstname.trim() ? t('auth.required') : null}
      />
      <TextField
        label={t('auth.surname')}
        name="surname"
        autoComplete="family-name"
        required
        value={values.Surname}
        onChange={text('Surname')}
        error={missing && !values.Surname.trim() ? t('auth.required') : null}
      />
      <TextField
        label={t('profile.profession')}
        name="profession"
        autoComplete="organization-title"
        value={values.Profession}
        onChange={text('Profession')}
      />
      <TextField label={t('profile.city')} name="city" autoComplete="address-level2" value={values.City} onChange={text('City')} />
      <CheckboxField
        label={t('profile.hcp')}
        checked={values.HealthCareProfessional}
        onChange={(event) => setValues({ ...values, HealthCareProfessional: event.target.checked })}
      />
      <Button type="submit" disabled={save.isPending}>
        {t('profile.save')}
      </Button>
    </FormBox>
  );
}
