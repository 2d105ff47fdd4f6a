/**
 * ContactPage (/contact/{i}/{e}/{l}, docs/rules/content-areas.md section 2): the contact form, prefilled with the
 * signed-in user's first name, surname and e-mail; it sends the mail through the contact-form call
 * (api/content.ts) and confirms only on status 200 (section 7). Rules in core/contactForm.ts.
 *
 * Texts: contact.intro, contact.name, contact.email, contact.subject, contact.message, contact.send,
 * contact.sending, contact.sent, contact.another, contact.failed, contact.required,
 * contact.invalidEmail, contact.tooLong. Theme tokens: those of ui/form, --vmx-color-border,
 * --vmx-color-danger, --vmx-radius, --vmx-space. Parts: contact-form.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { sendContactForm } from '../../api/content';
import { contactMail, prefillContact, validateContact, type ContactFields } from '../../core/contactForm';
import { useEventContext, useEventState } from '../../store/react';
import { Button, FormNotice, TextField, useCheckedForm } from '../../ui/form';
import type { PageProps } from '../../ui/page';
import { ContactForm, FieldGroup, FieldMessage, PlainButton } from './Pages.styles';
import { useContentText } from './useContentText';

const ERROR_TEXT = { required: 'contact.required', invalidEmail: 'contact.invalidEmail', tooLong: 'contact.tooLong' } as const;

export function ContactPage(_props: PageProps) {
  const t = useContentText();
  const context = useEventContext();
  const user = useEventState((state) => state.user);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const [fields, setFields] = useState<ContactFields>(() => prefillContact(user));
  const send = useMutation({
    mutationFn: (input: { eventId: number; fields: ContactFields }) =>
      sendContactForm(context.http, input.eventId, contactMail(input.fields)),
  });
  const messageId = useId();
  const { form, errors, check } = useCheckedForm(validateContact);

  const set = (key: keyof ContactFields) => (event: { target: { value: string } }) =>
    setFields((previous) => ({ ...previous, [key]: event.target.value }));
  const errorText = (key: keyof ContactFields) => (errors[key] ? t(ERROR_TEXT[errors[key]]) : null);

  function submit(event: FormEvent) {
    if (!check(event, fields) || eventId === null) return;
    send.mutate({ eventId, fields });
  }

  if (send.isSuccess) {
    return (
      <>
        <FormNotice tone="success">{t('contact.sent')}</FormNotice>
        <PlainButton
          type="button"
          onClick={() => {
            setFields((previous) => ({ ...previous, subject: '', message: '' }));
            send.reset();
          }}
        >
          {t('contact.another')}
        </PlainButton>
      </>
    );
  }

  const messageError = errorText('message');
  return (
    <ContactForm ref={form} part="contact-form" noValidate onSubmit={submit}>
      <p>{t('contact.intro')}</p>
      {send.isError && <FormNotice tone="danger">{t('contact.failed')}</FormNotice>}
      <TextField
        label={t('contact.name')}
        name="name"
        type="text"
        autoComplete="name"
        value={fields.name}
        onChange={set('name')}
        error={errorText('name')}
      />
      <TextField
        label={t('contact.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
        error={errorText('email')}
      />
      <TextField
        label={t('contact.subject')}
        name="subject"
        type="text"
        value={fields.subject}
        onChange={set('subject')}
        error={errorText('subject')}
      />
      <FieldGroup>
        <label htmlFor={messageId}>{t('contact.message')}</label>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          value={fields.message}
          onChange={set('message')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
        />
        {messageError && <FieldMessage id={`${messageId}-error`}>{messageError}</FieldMessage>}
      </FieldGroup>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </Button>
    </ContactForm>
  );
}
