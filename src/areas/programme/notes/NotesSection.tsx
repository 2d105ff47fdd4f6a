/**
 * Notes and comments of a session or presentation (docs/rules/content-areas.md sections 3, 5, 6 and 7): "My notes"
 * (private, isNote true) and "Comments" (public, isNote false) with one level of replies, likes and
 * reports. Both need the user id: a visitor who is not signed in is told so and offered sign-in. When a
 * write finds the sign-in gone (401), the section stays as it was, the form keeps its text and says why.
 *
 * Texts: programmeDetail.notes.*, programmeDetail.comments.*. Theme tokens: those of Notes.styles and
 * session/Detail.styles. Part: notes.
 */
import { useId, type ReactNode } from 'react';
import type { NoteTarget } from '../../../api/programme';
import type { NoteRecord } from '../../../contracts';
import { commentThreads } from '../../../core/programme/notes';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { useTexts } from '../../../store/react';
import { Section } from '../session/Detail.styles';
import { MutedText } from '../../../ui/styles/page';
import { useReaderId } from '../session/useReaderId';
import { useSignInHref } from '../../../ui/useSignInHref';
import { AsyncView, type AsyncQuery } from '../../../ui/AsyncView';
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

function MyNotes({ target, userId }: { target: NoteTarget; userId: number }) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const format = useProgrammeFormat();
  const headingId = useId();
  const list = useNoteList(target, userId, true);
  const { create } = useNoteWrites(target, userId);
  return (
    <Part aria-labelledby={headingId} role="group" data-part="notes">
      <h4 id={headingId}>{t('programmeDetail.notes.mine')}</h4>
      <MutedText>{t('programmeDetail.notes.mineHint')}</MutedText>
      <EntriesView query={list} count={(notes) => notes.length} none={t('programmeDetail.notes.none')}>
        {(notes) =>
          notes.map((note) => (
            <li key={note.noteId}>
              <Entry data-note-id={note.noteId}>
                <Byline>{format.dateTimeRange(note.createdAt, null)}</Byline>
                <UserText>{note.content}</UserText>
              </Entry>
            </li>
          ))
        }
      </EntriesView>
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
      <EntriesView query={list} count={() => threads.length} none={t('programmeDetail.comments.none')}>
        {() =>
          threads.map((thread) => (
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
          ))
        }
      </EntriesView>
      <NoteForm
        name="comment"
        label={t('programmeDetail.comments.label')}
        submitLabel={t('programmeDetail.comments.submit')}
        onSubmit={(content) => create.mutateAsync({ content, isNote: false })}
      />
    </Part>
  );
}

/** A list of notes or comments: loading, error with retry (the notes' texts), "none yet", or its entries. */
function EntriesView<T>({
  query,
  count,
  none,
  children,
}: {
  query: AsyncQuery<T>;
  count: (data: T) => number;
  none: string;
  children: (data: T) => ReactNode;
}) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  return (
    <AsyncView
      query={query}
      texts={{
        loading: t('programmeDetail.notes.loading'),
        error: t('programmeDetail.notes.error'),
        retry: t('programmeDetail.notes.retry'),
      }}
      layout="block"
    >
      {(data) => (count(data) === 0 ? <MutedText>{none}</MutedText> : <EntryList>{children(data)}</EntryList>)}
    </AsyncView>
  );
}
