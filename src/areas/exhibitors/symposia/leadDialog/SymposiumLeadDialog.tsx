/**
 * The symposia leads dialog (docs/rules/content-areas.md section 2, "Symposia leads dialog (info and callback)"):
 * the user asks the company for information or for a call back; a call back needs a phone number,
 * checked before anything is sent (the server also answers 400 naming Phone, shown on the field); an
 * optional message; Send. Success and failure are shown in the dialog, and nothing typed is lost on a
 * failure. A visitor who is not signed in sees a sign-in link instead of the form.
 *
 * Texts: symposia.lead.*, exhibitionPages.close. Theme tokens: those of ui/Dialog, ui/form and
 * SymposiumLeadDialog.styles. Part: dialog (ui/Dialog).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { sendSymposiumLead } from '../../../../api/exhibition';
import { HttpError } from '../../../../api/http';
import type { SymposiumSession } from '../../../../contracts';
import {
  SYMPOSIUM_LEAD_MESSAGE_MAX,
  symposiumLead,
  validateSymposiumLead,
  type SymposiumLeadFields,
} from '../../../../core/exhibitors/exhibitionPages';
import { EXHIBITION_PAGES_TEXTS } from '../../../../core/exhibitors/pagesTexts';
import { useEventContext, useEventState, useTexts } from '../../../../store/react';
import { Dialog } from '../../../../ui/Dialog';
import { Button, FormNotice, TextAreaField, TextField, useCheckedForm } from '../../../../ui/form';
import { useExhibitorsLanguage } from '../../useExhibitors';
import { useSignInHref } from '../../../../ui/useSignInHref';
import { Kinds, LeadForm } from './SymposiumLeadDialog.styles';

/** Whether a 400 reply names the Phone field (the reference server's validation error). */
function namesPhone(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 400) return false;
  return JSON.stringify(error.body ?? '').includes('Phone');
}

export function SymposiumLeadDialog({ symposium, onClose }: { symposium: SymposiumSession; onClose: () => void }) {
  const t = useTexts(EXHIBITION_PAGES_TEXTS);
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const user = useEventState((state) => state.user);
  const language = useExhibitorsLanguage();
  const signIn = useSignInHref();
  const [fields, setFields] = useState<SymposiumLeadFields>({ kind: 'info', phone: '', message: '' });
  const { form, errors, setErrors, refused, check } = useCheckedForm(validateSymposiumLead);
  const send = useMutation({
    mutationFn: (input: { eventId: number; fields: SymposiumLeadFields }) =>
      sendSymposiumLead(context.http, input.eventId, symposium.Id, symposiumLead(input.fields)),
  });
  const sent = send.isSuccess;
  const unauthorized = send.error instanceof HttpError && send.error.status === 401;
  // The form goes once sent: focus moves to the confirmation, so it is read and Tab stays in the dialog.
  const sentNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentNotice.current?.focus();
  }, [sent]);

  function submit(event: FormEvent) {
    if (!check(event, fields) || eventId === null) return;
    send.mutate(
      { eventId, fields },
      {
        onError: (error) => {
          // The server's word on the phone number goes on the field: the form is back to editing.
          if (!namesPhone(error)) return;
          setErrors({ phone: 'phoneInvalid' });
          send.reset();
          refused();
        },
      },
    );
  }

  const phoneError =
    errors.phone === 'phoneRequired' ? t('symposia.lead.phoneRequired') : errors.phone ? t('symposia.lead.phoneInvalid') : null;
  const messageError = errors.message
    ? t('symposia.lead.messageTooLong', { max: SYMPOSIUM_LEAD_MESSAGE_MAX.toLocaleString(language) })
    : null;
  const company = symposium.CompanyAccountName ?? '';

  return (
    <Dialog open title={t('symposia.lead.title', { name: symposium.Name })} closeLabel={t('exhibitionPages.close')} onClose={onClose}>
      {!user ? (
        <p>
          <a href={signIn}>{t('symposia.lead.signIn')}</a>
        </p>
      ) : sent ? (
        <div data-lead="sent" ref={sentNotice} tabIndex={-1}>
          <FormNotice tone="success">{t('symposia.lead.sent', { company })}</FormNotice>
        </div>
      ) : (
        <LeadForm ref={form} noValidate onSubmit={submit} data-lead="form">
          {send.isError && !unauthorized && <FormNotice tone="danger">{t('symposia.lead.failed')}</FormNotice>}
          {unauthorized && (
            <div role="alert">
              <FormNotice tone="danger">{t('symposia.lead.unauthorized')}</FormNotice>
              <a href={signIn}>{t('symposia.lead.signIn')}</a>
            </div>
          )}
          <Kinds>
            <legend>{t('symposia.lead.kind')}</legend>
            {(['info', 'callback'] as const).map((kind) => (
              <label key={kind}>
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  checked={fields.kind === kind}
                  onChange={() => {
                    setFields((previous) => ({ ...previous, kind }));
                    setErrors((previous) => ({ ...previous, phone: undefined }));
                  }}
                />
                {t(kind === 'info' ? 'symposia.lead.info' : 'symposia.lead.callback')}
              </label>
            ))}
          </Kinds>
          {fields.kind === 'callback' && (
            <TextField
              label={t('symposia.lead.phone')}
              hint={t('symposia.lead.phoneHint')}
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              value={fields.phone}
              onChange={(event) => setFields((previous) => ({ ...previous, phone: event.target.value }))}
              error={phoneError}
            />
          )}
          <TextAreaField
            label={t('symposia.lead.message')}
            name="message"
            rows={4}
            value={fields.message}
            onChange={(event) => setFields((previous) => ({ ...previous, message: event.target.value }))}
            error={messageError}
          />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('symposia.lead.sending') : t('symposia.lead.send')}
          </Button>
        </LeadForm>
      )}
    </Dialog>
  );
}
