/**
 * The data-transfer modal (docs/rules/shell-access-identity.md section 2, modals and dialogs; section 3, the
 * `externalDataTransfer` cookie; what it asks and stores: core/reminders/reminders.ts): may the user's name,
 * e-mail address and organisation go to the configured recipient? Yes or no is stored; Close and Escape leave
 * it unanswered. On ui/Dialog: focus stays inside, focus goes back.
 *
 * Texts: reminders.dataTransfer.title, reminders.dataTransfer.text, reminders.dataTransfer.privacy,
 * reminders.dataTransfer.accept, reminders.dataTransfer.decline, reminders.close. Theme tokens: those of ui/Dialog
 * and Reminders.styles. Parts: dialog.
 */
import type { DataTransferAnswer } from '../../core/reminders/reminders';
import { REMINDER_TEXTS } from '../../core/reminders/texts';
import { useTexts } from '../../store/react';
import { Dialog } from '../../ui/Dialog';
import { Actions, PrimaryButton, QuietButton } from './Reminders.styles';

interface DataTransferDialogProps {
  recipient: string;
  privacyUrl: string | null;
  onAnswer: (answer: DataTransferAnswer) => void;
  onClose: () => void;
}

export function DataTransferDialog({ recipient, privacyUrl, onAnswer, onClose }: DataTransferDialogProps) {
  const t = useTexts(REMINDER_TEXTS);
  return (
    <Dialog open title={t('reminders.dataTransfer.title')} closeLabel={t('reminders.close')} onClose={onClose}>
      <div data-reminder="data-transfer">
        <p>{t('reminders.dataTransfer.text', { recipient })}</p>
        {privacyUrl && (
          <p>
            <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
              {t('reminders.dataTransfer.privacy', { recipient })}
            </a>
          </p>
        )}
        <Actions>
          <PrimaryButton type="button" onClick={() => onAnswer('accepted')}>
            {t('reminders.dataTransfer.accept')}
          </PrimaryButton>
          <QuietButton type="button" onClick={() => onAnswer('declined')}>
            {t('reminders.dataTransfer.decline')}
          </QuietButton>
        </Actions>
      </div>
    </Dialog>
  );
}
