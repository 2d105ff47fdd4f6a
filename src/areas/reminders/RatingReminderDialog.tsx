/**
 * The rating reminder (docs/rules/shell-access-identity.md section 2, modals and dialogs; when: core/reminders/reminders.ts):
 * how many sessions wait for the user's rating, the first few by name, "Rate now" to my area's evaluation, and
 * "Remind me later". On ui/Dialog: focus stays inside, Escape and Close close it, focus goes back.
 *
 * Texts: reminders.rating.title, reminders.rating.text, reminders.rating.more, reminders.rating.rateNow,
 * reminders.rating.later, reminders.close. Theme tokens: those of ui/Dialog and Reminders.styles. Parts: dialog.
 */
import { REMINDER_LISTED_SESSIONS, type SessionToRate } from '../../core/reminders/reminders';
import { REMINDER_TEXTS } from '../../core/reminders/texts';
import { useTexts } from '../../store/react';
import { Dialog } from '../../ui/Dialog';
import { Actions, PrimaryLink, QuietButton, SessionList } from './Reminders.styles';

interface RatingReminderDialogProps {
  sessions: readonly SessionToRate[];
  evaluationHref: string;
  onRateNow: () => void;
  onLater: () => void;
}

export function RatingReminderDialog({ sessions, evaluationHref, onRateNow, onLater }: RatingReminderDialogProps) {
  const t = useTexts(REMINDER_TEXTS);
  const listed = sessions.slice(0, REMINDER_LISTED_SESSIONS);
  const more = sessions.length - listed.length;
  return (
    <Dialog open title={t('reminders.rating.title')} closeLabel={t('reminders.close')} onClose={onLater}>
      <div data-reminder="rating">
        <p>{t('reminders.rating.text', { count: sessions.length })}</p>
        <SessionList>
          {listed.map((session) => (
            <li key={session.SessionId}>{session.SessionName}</li>
          ))}
          {more > 0 && <li>{t('reminders.rating.more', { count: more })}</li>}
        </SessionList>
        <Actions>
          <PrimaryLink
            href={evaluationHref}
            onClick={(event) => {
              event.preventDefault();
              onRateNow();
            }}
          >
            {t('reminders.rating.rateNow')}
          </PrimaryLink>
          <QuietButton type="button" onClick={onLater}>
            {t('reminders.rating.later')}
          </QuietButton>
        </Actions>
      </div>
    </Dialog>
  );
}
