/**
 * One form of the notes and comments: a labelled textarea, the count of characters against the limit
 * (NOTE_CONTENT_MAX, the server's), a submit button. The typed text stays until it is saved: on any
 * failure, and on a 401 (with the sign-in link), it is still there.
 *
 * Texts: programmeDetail.notes.count, .empty, .tooLong, .failed, .unauthorized, .signIn,
 * programmeDetail.cancel. Theme tokens: those of Notes.styles and ui/form (Button).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { NOTE_CONTENT_MAX, validateNoteContent } from '../../../core/programme/notes';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { useTexts } from '../../../store/react';
import { Button } from '../../../ui/form';
import { useSignInHref } from '../../../ui/useSignInHref';
import { useProgrammeLanguage } from '../useProgramme';
import { Counter, ErrorText, Form, FormButtons } from './Notes.styles';
import { isUnauthorized } from './useNotes';

export interface NoteFormProps {
  label: string;
  submitLabel: string;
  /** Saves the text; throws on failure. */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Focus the field when the form appears (a reply form, opened by its button). */
  focusOnOpen?: boolean;
  name: string;
}

type Problem = 'empty' | 'tooLong' | 'failed' | 'unauthorized';

export function NoteForm({ label, submitLabel, onSubmit, onCancel, focusOnOpen = false, name }: NoteFormProps) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const signIn = useSignInHref();
  const language = useProgrammeLanguage();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  // Once, when the form appears: the prop does not change while it is shown.
  useEffect(() => {
    if (focusOnOpen) field.current?.focus();
  }, [focusOnOpen]);
  const length = content.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateNoteContent(content);
    setProblem(invalid);
    if (invalid) {
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      await onSubmit(content.trim());
      setContent('');
    } catch (error) {
      setProblem(isUnauthorized(error) ? 'unauthorized' : 'failed');
    } finally {
      setSending(false);
    }
  }

  const fieldError =
    problem === 'empty'
      ? t('programmeDetail.notes.empty')
      : problem === 'tooLong'
        ? t('programmeDetail.notes.tooLong', { max: NOTE_CONTENT_MAX.toLocaleString(language) })
        : null;
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} data-form={name}>
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={field}
        id={id}
        name={name}
        rows={3}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={`${id}-count${fieldError ? ` ${id}-error` : ''}`}
      />
      <Counter id={`${id}-count`} $over={length > NOTE_CONTENT_MAX}>
        {t('programmeDetail.notes.count', { count: length.toLocaleString(language), max: NOTE_CONTENT_MAX.toLocaleString(language) })}
      </Counter>
      {fieldError && <ErrorText id={`${id}-error`}>{fieldError}</ErrorText>}
      {problem === 'failed' && <ErrorText role="alert">{t('programmeDetail.notes.failed')}</ErrorText>}
      {problem === 'unauthorized' && (
        <div role="alert">
          <ErrorText>{t('programmeDetail.notes.unauthorized')}</ErrorText>
          <a href={signIn}>{t('programmeDetail.notes.signIn')}</a>
        </div>
      )}
      <FormButtons>
        <Button type="submit" disabled={sending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <button type="button" data-secondary onClick={onCancel}>
            {t('programmeDetail.cancel')}
          </button>
        )}
      </FormButtons>
    </Form>
  );
}
