/**
 * Block a person, or unblock them (contracts/messaging.ts, "Safety"), wherever a person is shown with what one can do
 * with them: a card of the network, a conversation, the networking settings' list. Block first asks in the house
 * dialog (ui/Dialog: focus kept inside, given back on close) and says what it does: they will no longer find the
 * caller, write to them or send them requests, and they are not told; Unblock does it at once. The button names the
 * person, so a list of cards does not read "Block, Block, Block", and it is one element whether it says Block or
 * Unblock, so focus stays on it when what it says changes. A failure is said under it (role alert); nothing is lost.
 *
 * Texts: block.*. Theme tokens: those of Messaging.styles and Safety.styles. Parts: dialog, dialog-body.
 */
import { useState } from 'react';
import { Dialog } from '../../../ui/Dialog';
import { FormNotice } from '../../../ui/form';
import type { MessagingRef } from '../messagingCache';
import { Actions, ErrorText, PrimaryButton, QuietButton } from '../Messaging.styles';
import { useMessagingText } from '../useMessaging';
import { DialogForm } from './Safety.styles';
import { useBlocking } from './useBlocking';

export interface BlockButtonProps {
  messaging: MessagingRef;
  userId: number;
  /** The person's shown name ("Participant" when hidden). */
  name: string;
  blocked: boolean;
  /** After blocking (the dialog is closed); focus may then go elsewhere. */
  onBlocked?: () => void;
  onUnblocked?: () => void;
}

export function BlockButton({ messaging, userId, name, blocked, onBlocked, onUnblocked }: BlockButtonProps) {
  const t = useMessagingText();
  const { unblock } = useBlocking(messaging);
  const [asking, setAsking] = useState(false);
  const busy = unblock.isPending;
  const press = () => {
    if (busy) return;
    if (!blocked) {
      setAsking(true);
      return;
    }
    unblock.mutate(userId, { onSuccess: () => onUnblocked?.() });
  };
  return (
    <>
      <QuietButton
        type="button"
        aria-label={t(blocked ? 'block.unblockLabel' : 'block.actionLabel', { name })}
        // Not `disabled`: a disabled button loses focus, and the person pressing it would lose their place.
        aria-disabled={busy || undefined}
        data-networking={blocked ? 'unblock' : 'block'}
        onClick={press}
      >
        {t(blocked ? 'block.unblock' : 'block.action')}
      </QuietButton>
      {unblock.isError && <ErrorText role="alert">{t('block.error')}</ErrorText>}
      {asking && (
        <BlockDialog
          messaging={messaging}
          userId={userId}
          name={name}
          onClose={() => setAsking(false)}
          onBlocked={() => {
            setAsking(false);
            onBlocked?.();
          }}
        />
      )}
    </>
  );
}

function BlockDialog({
  messaging,
  userId,
  name,
  onClose,
  onBlocked,
}: {
  messaging: MessagingRef;
  userId: number;
  name: string;
  onClose: () => void;
  onBlocked: () => void;
}) {
  const t = useMessagingText();
  const { block } = useBlocking(messaging);
  return (
    <Dialog open title={t('block.title', { name })} closeLabel={t('block.cancel')} onClose={onClose}>
      <DialogForm
        noValidate
        data-networking="block-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (!block.isPending) block.mutate(userId, { onSuccess: onBlocked });
        }}
      >
        <p>{t('block.explain', { name })}</p>
        <p>{t('block.notTold', { name })}</p>
        {block.isError && <FormNotice tone="danger">{t('block.error')}</FormNotice>}
        <Actions>
          <PrimaryButton type="submit" aria-disabled={block.isPending || undefined}>
            {t(block.isPending ? 'block.blocking' : 'block.confirm')}
          </PrimaryButton>
          <QuietButton type="button" onClick={onClose}>
            {t('block.cancel')}
          </QuietButton>
        </Actions>
      </DialogForm>
    </Dialog>
  );
}
