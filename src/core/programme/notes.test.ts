import { describe, expect, it } from 'vitest';
import { commentThreads, NOTE_CONTENT_MAX, validateNoteContent } from './notes';

const note = (noteId: number, parentId: number | null = null, reportedByMe = false) => ({ noteId, parentId, reportedByMe });

describe('validateNoteContent', () => {
  it('refuses an empty or blank text', () => {
    expect(validateNoteContent('')).toBe('empty');
    expect(validateNoteContent('  \n\t ')).toBe('empty');
  });

  it('accepts exactly the limit of 4000 characters and refuses one more', () => {
    expect(NOTE_CONTENT_MAX).toBe(4000);
    expect(validateNoteContent('a'.repeat(4000))).toBeNull();
    expect(validateNoteContent('a'.repeat(4001))).toBe('tooLong');
  });

  it('does not count the spaces around the text, as the server trims them', () => {
    expect(validateNoteContent(`  ${'a'.repeat(4000)}  `)).toBeNull();
  });
});

describe('commentThreads', () => {
  it('puts replies under their top-level comment, in list order', () => {
    const threads = commentThreads([note(1), note(2), note(3, 1), note(4, 2), note(5, 1)]);
    expect(threads.map((thread) => [thread.comment.noteId, thread.replies.map((reply) => reply.comment.noteId)])).toEqual([
      [1, [3, 5]],
      [2, [4]],
    ]);
  });

  it('keeps replies one level deep: a reply to a reply joins the top-level thread', () => {
    const threads = commentThreads([note(1), note(2, 1), note(3, 2)]);
    expect(threads).toHaveLength(1);
    expect(threads[0]!.replies.map((reply) => reply.comment.noteId)).toEqual([2, 3]);
  });

  it('shows a reply whose parent is missing as a thread of its own', () => {
    const threads = commentThreads([note(7, 99), note(8)]);
    expect(threads.map((thread) => thread.comment.noteId)).toEqual([7, 8]);
  });

  it('marks what the reader reported as hidden for them, keeping its replies', () => {
    const [thread] = commentThreads([note(1, null, true), note(2, 1), note(3, 1, true)]);
    expect(thread!.hiddenForMe).toBe(true);
    expect(thread!.replies.map((reply) => [reply.comment.noteId, reply.hiddenForMe])).toEqual([
      [2, false],
      [3, true],
    ]);
  });

  it('survives a cycle in broken data', () => {
    const threads = commentThreads([note(1, 2), note(2, 1)]);
    expect(threads.flatMap((thread) => [thread.comment.noteId, ...thread.replies.map((reply) => reply.comment.noteId)]).sort()).toEqual([
      1, 2,
    ]);
  });

  it('gives no threads for an empty list', () => {
    expect(commentThreads([])).toEqual([]);
  });
});
