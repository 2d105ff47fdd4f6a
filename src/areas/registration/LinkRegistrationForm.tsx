/**
 * Linking a registration to the signed-in account by surname and registration number: the existing
 * ValidateRegistrationLogin flow (POST /api/Modules/ValidateRegistrationLogin, src/api/identity.ts, the same call the
 * AuthPage makes). On success the tickets are read again (the BookedTickets query is invalidated) and the form says
 * which registration is now linked; a registration that does not match says so plainly (the server answers 404 for
 * one that does not exist and for someone else's alike).
 *
 * Texts: registration.link*. Theme tokens: those of ui/form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { HttpError } from '../../api/http';
import { validateRegistration } from '../../api/identity';
import { REGISTRATION_TEXTS, type RegistrationTextKey } from '../../core/registration/texts';
import { identityQueries } from '../../store/queries/identity';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { Button, FormBox, FormNotice, TextField } from '../../ui/form';
import { Narrow } from './Registration.styles';
import { PageSection } from '../../ui/styles/page';

type Field = 'surname' | 'regnumber';

/** What a failed link means: no such registration (404; 400 is a value the server cannot even look up), too many tries (429), else a failure. */
function linkFailure(error: unknown): RegistrationTextKey {
  if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return 'registration.link.notFound';
  if (error instanceof HttpError && error.status === 429) return 'registration.link.tooMany';
  return 'registration.link.failed';
}

export function LinkRegistrationForm() {
  const t = useTexts(REGISTRATION_TEXTS);
  const context = useEventContext();
  const queryClient = useQueryClient();
  const session = useEventState((state) => state.user);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const heading = useId();
  const [values, setValues] = useState<Record<Field, string>>({ surname: session?.surname ?? '', regnumber: '' });
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});

  const link = useMutation({
    mutationFn: () => validateRegistration(context.http, eventId ?? 0, values.surname.trim(), values.regnumber.trim()),
    // The tickets are read again: the linked registration (and its grade) shows at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityQueries.ticketsKey(queryScope(context, '')) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { surname: values.surname.trim() === '', regnumber: values.regnumber.trim() === '' };
    setMissing(found);
    if (!found.surname && !found.regnumber && eventId !== null) link.mutate();
  };

  const field = (name: Field, label: RegistrationTextKey, autoComplete: string, maxLength: number) => (
    <TextField
      label={t(label)}
      type="text"
      name={name}
      autoComplete={autoComplete}
      required
      maxLength={maxLength}
      value={values[name]}
      onChange={(event) => {
        setValues({ ...values, [name]: event.target.value });
        if (link.isSuccess || link.isError) link.reset();
      }}
      error={missing[name] ? t('registration.link.required') : null}
    />
  );

  return (
    <PageSection aria-labelledby={heading} data-section="link">
      <h2 id={heading}>{t('registration.link')}</h2>
      <Narrow>
        <FormBox onSubmit={submit} noValidate aria-labelledby={heading}>
          <p>{t('registration.link.text')}</p>
          {link.isError && <FormNotice tone="danger">{t(linkFailure(link.error))}</FormNotice>}
          {link.isSuccess && (
            <FormNotice tone="success">
              {t('registration.link.done', { number: link.data.VisitorId, type: link.data.TicketTypeName })}
            </FormNotice>
          )}
          {field('surname', 'registration.link.surname', 'family-name', 100)}
          {field('regnumber', 'registration.link.number', 'off', 64)}
          <Button type="submit" disabled={link.isPending || eventId === null}>
            {t('registration.link.submit')}
          </Button>
        </FormBox>
      </Narrow>
    </PageSection>
  );
}
