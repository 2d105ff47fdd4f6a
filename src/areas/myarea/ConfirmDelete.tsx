/**
 * The question before my area deletes what was kept about the user (their recorded events, their attendance): what
 * goes, an error when deleting failed, Delete and Cancel. Escape cancels too; the dialog (ui/Dialog) keeps focus inside
 * and gives it back.
 *
 * Texts: the caller's (each module words its own). Theme tokens: those of ui/Dialog and ui/buttonStyles. Parts: those
 * of ui/Dialog.
 */
import styled from 'styled-components';
import { primaryButton, secondaryButton } from '../../ui/buttonStyles';
import { Dialog } from '../../ui/Dialog';
import { wrapRow } from '../../ui/styles/layout';
import { ErrorText } from './MyArea.styles';

const Actions = styled.div`
  ${wrapRow(1)}
`;
const PrimaryButton = styled.button`
  ${primaryButton}
`;
const QuietButton = styled.button`
  ${secondaryButton}
`;

export interface ConfirmDeleteTexts {
  title: string;
  explain: string;
  failed: string;
  confirm: string;
  deleting: string;
  cancel: string;
}

export interface ConfirmDeleteProps {
  texts: ConfirmDeleteTexts;
  /** The delete is under way: Delete says so and is not pressed twice. */
  pending: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDelete({ texts, pending, failed, onConfirm, onCancel }: ConfirmDeleteProps) {
  return (
    // No close button beside the title: Cancel is beside Delete (and Escape closes it too).
    <Dialog open title={texts.title} onClose={onCancel}>
      <p>{texts.explain}</p>
      {failed && <ErrorText role="alert">{texts.failed}</ErrorText>}
      <Actions>
        <PrimaryButton
          type="button"
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) onConfirm();
          }}
        >
          {pending ? texts.deleting : texts.confirm}
        </PrimaryButton>
        <QuietButton type="button" onClick={onCancel}>
          {texts.cancel}
        </QuietButton>
      </Actions>
    </Dialog>
  );
}
