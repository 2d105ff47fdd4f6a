/**
 * "Send a message" on a speaker's page: opens the speaker-message dialog for a signed-in user; a visitor
 * who is not signed in gets a link to sign in instead (and back here afterwards). The dialog keeps the
 * user it opened with, so that a sign-in that ends while writing does not take the text away.
 *
 * Texts: programmeDetail.message.open, programmeDetail.message.signIn. Theme tokens: those of
 * SpeakerMessage.styles. Part: speaker-message.
 */
import { useMemo, useState } from 'react';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { speakerMessageSubject } from '../../../core/programme/speakerMessage';
import { useEventState, useTexts } from '../../../store/react';
import { useSignInHref } from '../../../ui/useSignInHref';
import { OpenButton, SignInLink } from './SpeakerMessage.styles';
import { SpeakerMessageDialog } from './SpeakerMessageDialog';

export function SpeakerMessageButton({ speaker }: { speaker: { id: number; name: string } }) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const user = useEventState((state) => state.user);
  const raw = useEventState((state) => state.config.raw);
  const signIn = useSignInHref();
  const [sender, setSender] = useState<{ name: string; email: string } | null>(null);
  const subject = useMemo(() => {
    const prefill = speakerMessageSubject(raw);
    if (prefill.warning) console.warn(`[vmx] ${prefill.warning}`);
    return prefill.subject;
  }, [raw]);

  return (
    <>
      {user ? (
        <OpenButton
          type="button"
          part="speaker-message"
          aria-haspopup="dialog"
          onClick={() => setSender({ name: [user.firstname, user.surname].filter(Boolean).join(' '), email: user.email ?? '' })}
        >
          {t('programmeDetail.message.open')}
        </OpenButton>
      ) : (
        <SignInLink part="speaker-message" href={signIn}>
          {t('programmeDetail.message.signIn')}
        </SignInLink>
      )}
      {sender && <SpeakerMessageDialog speaker={speaker} sender={sender} initialSubject={subject} onClose={() => setSender(null)} />}
    </>
  );
}
