/**
 * Notes and comments of a session or presentation (docs/rules/content-areas.md sections 3, 5, 6 and 7): "My notes"
 * (private, isNote true) and "Comments" (public, isNote false) with one level of replies, likes and
 * reports. Both need the user id: a visitor who is not signed in is told so and offered sign-in. When a
 * write finds the sign-in gone (401), the section stays as it was, the form keeps its text and says why.
 *
 * Texts: programmeDetail.notes.*, programmeDetail.comments.*. Theme tokens: those of Notes.styles and
 * session/Detail.styles. Part: notes.
 */
import { useId } from 'react';
import type { NoteTarget } from '../../../api/programme';
import type { NoteRecord } from '../../../api/types';
import { commentThreads } from '../../../core/programme/notes';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { useTexts } from '../../../store/react';
import { Muted, RetryButton, Section } from '../session/Detail.styles';
import { useReaderId } from '../session/useReaderId';
import { useSignInHref } from '../../../ui/useSignInHref';
import { useProgrammeFormat } from '../useProgrammeFormat';
import { CommentEntry } from './CommentEntry';
import { NoteForm } from './NoteForm';
import { Byline, Entry, EntryList, Part, Parts, Replies, UserText } from './Notes.styles';
import { useNoteList, useNotesWriting, useNoteWrites } from './useNotes';

export function NotesSection({ target }: { target: NoteTarget }) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const headingId = useId();
  const signIn = useSignInHref();
  const readerId = useReaderId(useNotesWriting(target));

  return (
    <Section part="notes" aria-labelledby={headingId} data-notes={readerId === null ? 'signed-out' : 'signed-in'}>
      <h3 id={headingId}>{t('programmeDetail.notes.title')}</h3>
      {readerId === null ? (
        <>
          <p>{t('programmeDetail.notes.signedOut')}</p>
          <p>
            <a href={signIn}>{t('programmeDetail.notes.signIn')}</a>
          </p>
        </>
      ) : (
        <Parts>
          <MyNotes target={target} userId={readerId} />
          <Comments target={target} userId={readerId} />
        </Parts>
      )}
    </Section>
  );
}

function ListState({ list }: { list: ReturnType<typeof useNoteList> }) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  if (list.data) return null;
  if (list.isError) {
    return (
      <div role="alert">
        <p>{t('programmeDetail.notes.error')}</p>
        <RetryButton type="button" onClick={() => void list.refetch()}>
          {t('programmeDetail.notes.retry')}
        </RetryButton>
      </div>
    );
  }
  return <p role="status">{t('programmeDetail.notes.loading')}</p>;
}

function MyNotes({ target, userId }: { target: NoteTarget; userId: number }) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const format = useProgrammeFormat();
  const headingId = useId();
  const list = useNoteList(target, userId, true);
  const { create } = useNoteWrites(target, userId);
  return (
    <Part aria-labelledby={headingId} role="group" data-part="notes">
      <h4 id={headingId}>{t('programmeDetail.notes.mine')}</h4>
      <Muted>{t('programmeDetail.notes.mineHint')}</Muted>
      <ListState list={list} />
      {list.data &&
        (list.data.length === 0 ? (
          <Muted>{t('programmeDetail.notes.none')}</Muted>
        ) : (
          <EntryList>
            {list.data.map((note) => (
              <li key={note.noteId}>
                <Entry data-note-id={note.noteId}>
                  <Byline>{format.dateTimeRange(note.createdAt, null)}</Byline>
                  <UserText>{note.content}</UserText>
                </Entry>
              </li>
            ))}
          </EntryList>
        ))}
      <NoteForm
        name="note"
        label={t('programmeDetail.notes.label')}
        submitLabel={t('programmeDetail.notes.submit')}
        onSubmit={(content) => create.mutateAsync({ content, isNote: true })}
      />
    </Part>
  );
}

function Comments({ target, userId }: { target: NoteTarget; userId: number }) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const headingId = useId();
  const list = useNoteList(target, userId, false);
  const { create, like, report } = useNoteWrites(target, userId);
  const threads = commentThreads<NoteRecord>(list.data ?? []);
  const entryProps = { myUserId: userId, onLike: like.mutateAsync, onReport: report.mutateAsync };
  return (
    <Part aria-labelledby={headingId} role="group" data-part="comments">
      <h4 id={headingId}>{t('programmeDetail.comments.title')}</h4>
      <ListState list={list} />
      {list.data &&
        (threads.length === 0 ? (
          <Muted>{t('programmeDetail.comments.none')}</Muted>
        ) : (
          <EntryList>
            {threads.map((thread) => (
              <li key={thread.comment.noteId}>
                <CommentEntry
                  {...entryProps}
                  comment={thread.comment}
                  hiddenForMe={thread.hiddenForMe}
                  onReply={(content) => create.mutateAsync({ content, isNote: false, parentId: thread.comment.noteId })}
                >
                  {thread.replies.length > 0 && (
                    <Replies aria-label={t('programmeDetail.comments.replies')}>
                      {thread.replies.map((reply) => (
                        <li key={reply.comment.noteId}>
                          <CommentEntry {...entryProps} comment={reply.comment} hiddenForMe={reply.hiddenForMe} />
                        </li>
                      ))}
                    </Replies>
                  )}
                </CommentEntry>
              </li>
            ))}
          </EntryList>
        ))}
      <NoteForm
        name="comment"
        label={t('programmeDetail.comments.label')}
        submitLabel={t('programmeDetail.comments.submit')}
        onSubmit={(content) => create.mutateAsync({ content, isNote: false })}
      />
    </Part>
  );
}
