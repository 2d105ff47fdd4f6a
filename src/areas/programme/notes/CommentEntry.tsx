/**
 * One comment (or reply) with its byline, its text (as text, never HTML), and its actions: like
 * (a toggle showing the count), report as inappropriate (after a confirmation; the comment is then hidden
 * for the reporter, who is told so) and, on a top-level comment, reply.
 *
 * Texts: programmeDetail.notes.byline, programmeDetail.comments.like, .report, .reportTitle, .reportText,
 * .reportConfirm, .reported, .reply, .replyLabel, .replySubmit, .actionFailed, programmeDetail.cancel.
 * Theme tokens: those of Notes.styles.
 */
import { useId, useState, type ReactNode } from 'react';
import type { NoteRecord } from '../../../contracts';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { useTexts } from '../../../store/react';
import { Dialog } from '../../../ui/Dialog';
import { Button } from '../../../ui/form';
import { useProgrammeFormat } from '../useProgrammeFormat';
import { NoteForm } from './NoteForm';
import { Byline, DialogButtons, Entry, EntryActions, ErrorText, UserText } from './Notes.styles';

export interface CommentEntryProps {
  comment: NoteRecord;
  hiddenForMe: boolean;
  myUserId: number | null;
  onLike: (noteId: number) => Promise<unknown>;
  onReport: (noteId: number) => Promise<unknown>;
  /** Only top-level comments can be answered (one level of replies). */
  onReply?: (content: string) => Promise<unknown>;
  children?: ReactNode;
}

export function CommentEntry({ comment, hiddenForMe, myUserId, onLike, onReport, onReply, children }: CommentEntryProps) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const format = useProgrammeFormat();
  const bylineId = useId();
  const [replying, setReplying] = useState(false);
  const [confirmReport, setConfirmReport] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function act(action: () => Promise<unknown>) {
    setBusy(true);
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const byline = t('programmeDetail.notes.byline', { name: comment.authorName, date: format.dateTimeRange(comment.createdAt, null) });
  return (
    <Entry data-note-id={comment.noteId} data-hidden={hiddenForMe ? 'reported' : undefined}>
      {hiddenForMe ? (
        <Byline>{t('programmeDetail.comments.reported')}</Byline>
      ) : (
        <>
          <Byline id={bylineId}>{byline}</Byline>
          <UserText>{comment.content}</UserText>
          <EntryActions>
            <button
              type="button"
              aria-pressed={comment.likedByMe}
              aria-describedby={bylineId}
              disabled={busy}
              onClick={() => void act(() => onLike(comment.noteId))}
              data-like-count={comment.likeCount}
            >
              {t('programmeDetail.comments.like', { count: comment.likeCount.toLocaleString(format.language) })}
            </button>
            {onReply && (
              <button type="button" aria-expanded={replying} aria-describedby={bylineId} onClick={() => setReplying((open) => !open)}>
                {t('programmeDetail.comments.reply')}
              </button>
            )}
            {comment.userId !== myUserId && (
              <button type="button" aria-describedby={bylineId} disabled={busy} onClick={() => setConfirmReport(true)}>
                {t('programmeDetail.comments.report')}
              </button>
            )}
          </EntryActions>
          {failed && <ErrorText role="alert">{t('programmeDetail.comments.actionFailed')}</ErrorText>}
          {replying && onReply && (
            <NoteForm
              name="reply"
              focusOnOpen
              label={t('programmeDetail.comments.replyLabel', { name: comment.authorName })}
              submitLabel={t('programmeDetail.comments.replySubmit')}
              onSubmit={async (content) => {
                await onReply(content);
                setReplying(false);
              }}
              onCancel={() => setReplying(false)}
            />
          )}
        </>
      )}
      {children}
      <Dialog open={confirmReport} title={t('programmeDetail.comments.reportTitle')} onClose={() => setConfirmReport(false)}>
        <p>{t('programmeDetail.comments.reportText')}</p>
        <UserText>{comment.content}</UserText>
        <DialogButtons>
          <Button
            type="button"
            onClick={() => {
              setConfirmReport(false);
              void act(() => onReport(comment.noteId));
            }}
          >
            {t('programmeDetail.comments.reportConfirm')}
          </Button>
          <button type="button" data-secondary onClick={() => setConfirmReport(false)}>
            {t('programmeDetail.cancel')}
          </button>
        </DialogButtons>
      </Dialog>
    </Entry>
  );
}
