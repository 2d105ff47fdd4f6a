/**
 * The booth guru (docs/rules/content-areas.md section 4, dialogs): a signed-in user writes to the company's contact
 * address; the message goes out through SendCustomMail (ContactExhibitor). A visitor gets a sign-in link
 * instead of the form. The dialog closes on Escape and focus returns to the button.
 *
 * Texts: exhibitorProfile.boothGuru.*, exhibitors.boothGuru.*. Theme tokens: those of Dialog and the form.
 */
import { useRef, useState } from 'react';
import { sendExhibitorMessage } from '../../../../api/exhibition';
import type { CompanyProfile } from '../../../../contracts';
import { useEventContext, useEventState, useTexts } from '../../../../store/react';
import { Dialog } from '../../../../ui/Dialog';
import { Button, FormBox, FormNotice } from '../../../../ui/form';
import { useEventId } from '../useCompanyProfile';
import { useSignInHref } from '../../../../ui/useSignInHref';
import { PROFILE_TEXTS } from '../texts';
import { GuruButton, MessageField } from './BoothGuru.styles';

export function BoothGuru({ profile }: { profile: CompanyProfile }) {
  const t = useTexts(PROFILE_TEXTS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <GuruButton type="button" onClick={() => setOpen(true)}>
        {t('exhibitorProfile.boothGuru.open')}
      </GuruButton>
      <Dialog
        open={open}
        title={t('exhibitors.boothGuru.title')}
        closeLabel={t('exhibitorProfile.boothGuru.close')}
        onClose={() => setOpen(false)}
      >
        <GuruForm profile={profile} />
      </Dialog>
    </>
  );
}

function GuruForm({ profile }: { profile: CompanyProfile }) {
  const t = useTexts(PROFILE_TEXTS);
  const context = useEventContext();
  const eventId = useEventId();
  const user = useEventState((state) => state.user);
  const signInHref = useSignInHref();
  const [message, setMessage] = useState('');
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed' | 'missing'>('editing');
  const field = useRef<HTMLTextAreaElement>(null);

  if (!user) {
    return (
      <p>
        {t('exhibitors.boothGuru.signInFirst')} <a href={signInHref}>{t('exhibitorProfile.signIn')}</a>
      </p>
    );
  }
  if (state === 'sent') return <FormNotice tone="success">{t('exhibitors.boothGuru.sent')}</FormNotice>;

  const send = async () => {
    if (!message.trim()) {
      setState('missing');
      field.current?.focus();
      return;
    }
    if (eventId === null) return;
    setState('sending');
    const from = [user.firstname, user.surname].filter(Boolean).join(' ');
    try {
      await sendExhibitorMessage(context.http, eventId, profile.CompanyAccountId, {
        ToAddresses: [{ Address: profile.ContactEmail ?? '', Name: profile.Name }],
        FromAddresses: [{ Address: user.email ?? '', Name: from }],
        Subject: t('exhibitorProfile.boothGuru.subject'),
        Content: message.trim(),
      });
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <FormBox
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <MessageField>
        <label htmlFor="vmx-booth-guru-message">{t('exhibitors.boothGuru.messageLabel')}</label>
        <textarea
          id="vmx-booth-guru-message"
          ref={field}
          rows={5}
          required
          aria-invalid={state === 'missing' ? true : undefined}
          aria-describedby={state === 'missing' ? 'vmx-booth-guru-missing' : undefined}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        {state === 'missing' && <span id="vmx-booth-guru-missing">{t('exhibitorProfile.boothGuru.required')}</span>}
      </MessageField>
      {state === 'failed' && <FormNotice tone="danger">{t('exhibitors.boothGuru.failed')}</FormNotice>}
      <Button type="submit" disabled={state === 'sending'}>
        {t('exhibitors.boothGuru.send')}
      </Button>
    </FormBox>
  );
}
