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
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sendSymposiumLead } from '../../../../api/exhibition';
import { HttpError } from '../../../../api/http';
import type { SymposiumSession } from '../../../../api/types';
import {
  SYMPOSIUM_LEAD_MESSAGE_MAX,
  symposiumLead,
  validateSymposiumLead,
  type SymposiumLeadError,
  type SymposiumLeadFields,
} from '../../../../core/exhibitors/exhibitionPages';
import { EXHIBITION_PAGES_TEXTS } from '../../../../core/exhibitors/pagesTexts';
import { useEventContext, useEventState, useTexts } from '../../../../store/react';
import { Dialog } from '../../../../ui/Dialog';
import { Button, FormNotice, TextField, useFocusFirstInvalid } from '../../../../ui/form';
import { useExhibitorsLanguage } from '../../useExhibitors';
import { useSignInHref } from '../../../../ui/useSignInHref';
import { FieldError, Kinds, LeadForm, MessageField } from './SymposiumLeadDialog.styles';

type Status = 'editing' | 'sending' | 'sent' | 'failed' | 'unauthorized';

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
  const messageId = useId();
  const { form, refused } = useFocusFirstInvalid();
  const [fields, setFields] = useState<SymposiumLeadFields>({ kind: 'info', phone: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<'phone' | 'message', SymposiumLeadError>>>({});
  const [status, setStatus] = useState<Status>('editing');
  // The form goes once sent: focus moves to the confirmation, so it is read and Tab stays in the dialog.
  const sentNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'sent') sentNotice.current?.focus();
  }, [status]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSymposiumLead(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      refused();
      return;
    }
    if (eventId === null) return;
    setStatus('sending');
    try {
      await sendSymposiumLead(context.http, eventId, symposium.Id, symposiumLead(fields));
      setStatus('sent');
    } catch (error) {
      if (namesPhone(error)) {
        setErrors({ phone: 'phoneInvalid' });
        setStatus('editing');
        refused();
        return;
      }
      setStatus(error instanceof HttpError && error.status === 401 ? 'unauthorized' : 'failed');
    }
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
      ) : status === 'sent' ? (
        <div data-lead="sent" ref={sentNotice} tabIndex={-1}>
          <FormNotice tone="success">{t('symposia.lead.sent', { company })}</FormNotice>
        </div>
      ) : (
        <LeadForm ref={form} noValidate onSubmit={(event) => void submit(event)} data-lead="form">
          {status === 'failed' && <FormNotice tone="danger">{t('symposia.lead.failed')}</FormNotice>}
          {status === 'unauthorized' && (
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
          <MessageField>
            <label htmlFor={messageId}>{t('symposia.lead.message')}</label>
            <textarea
              id={messageId}
              name="message"
              rows={4}
              value={fields.message}
              onChange={(event) => setFields((previous) => ({ ...previous, message: event.target.value }))}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={messageError ? `${messageId}-error` : undefined}
            />
            {messageError && <FieldError id={`${messageId}-error`}>{messageError}</FieldError>}
          </MessageField>
          <Button type="submit" disabled={status === 'sending'}>
            {status === 'sending' ? t('symposia.lead.sending') : t('symposia.lead.send')}
          </Button>
        </LeadForm>
      )}
    </Dialog>
  );
}
