/**
 * Notes and comments on a session or presentation (docs/rules/content-areas.md sections 3, 5 and 6): private notes
 * (isNote true) and public comments with one level of replies. Notes and comments need the user id
 * (section 5). The limit and the thread shape are ours; the limit is the reference server's.
 */

/** Ours (the reference server's limit): the most characters of a note or comment. */
export const NOTE_CONTENT_MAX = 4000;

export type NoteContentError = 'empty' | 'tooLong';

/** Why a note's text cannot be sent, or null. Leading and trailing spaces do not count (the server trims). */
export function validateNoteContent(content: string): NoteContentError | null {
  const trimmed = content.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > NOTE_CONTENT_MAX) return 'tooLong';
  return null;
}

/** The fields of a note or comment the threads need (a structural subset of the API's NoteRecord). */
export interface ThreadRecord {
  noteId: number;
  parentId: number | null;
  createdAt?: string | null;
  reportedByMe?: boolean;
}

export interface CommentThread<R extends ThreadRecord> {
  comment: R;
  /** The reader reported this comment: it is hidden for them (its replies stay). */
  hiddenForMe: boolean;
  /** Replies in the order the list gave them, each also with its hidden flag. */
  replies: { comment: R; hiddenForMe: boolean }[];
}

/**
 * Threads from the flat list the server answers (oldest first): a top-level comment and its replies, one
 * level deep. A reply to a reply joins the thread of its top-level comment; a reply whose parent is not in
 * the list (the parent was hidden after reports) becomes a thread of its own, so that no text is lost.
 * A comment in a cycle of broken data stands on its own.
 */
export function commentThreads<R extends ThreadRecord>(records: readonly R[]): CommentThread<R>[] {
  const byId = new Map<number, R>();
  for (const record of records) byId.set(record.noteId, record);

  /** The top-level comment a record belongs under (itself when it is one, or when its parent is unknown). */
  const rootOf = (record: R): R => {
    const seen = new Set<number>([record.noteId]);
    let current = record;
    while (current.parentId !== null && current.parentId !== undefined) {
      const parent = byId.get(current.parentId);
      if (!parent) break;
      // A cycle: the record stands on its own.
      if (seen.has(parent.noteId)) return record;
      seen.add(parent.noteId);
      current = parent;
    }
    return current;
  };

  const threads = new Map<number, CommentThread<R>>();
  for (const record of records) {
    const root = rootOf(record);
    if (root === record) {
      if (!threads.has(record.noteId))
        threads.set(record.noteId, { comment: record, hiddenForMe: record.reportedByMe === true, replies: [] });
    }
  }
  for (const record of records) {
    const root = rootOf(record);
    if (root === record) continue;
    threads.get(root.noteId)?.replies.push({ comment: record, hiddenForMe: record.reportedByMe === true });
  }
  return [...threads.values()];
}
