/**
 * One abstract in the SurveyJS form (ui/survey SurveyForm, its theming and on-demand loading shared with the
 * evaluation): title, authors with affiliations, a topic of the event's list and the text, whose words are counted
 * as they are typed (core/submission/abstract.ts). "Save draft" keeps it as it stands, checking nothing but the
 * title; "Submit abstract" checks every field and the word limit (the form's own validators, then the server's) and
 * makes it read only. A submitted abstract opens read only, without buttons; someone else's, or none, is "not
 * found" (the server answers 404 for both).
 *
 * Texts: submission.form.*, submission.status.*, submission.back, submission.retry. Theme tokens: those of
 * Submission.styles and ui/survey. Parts: submission-form, submission-status (and the survey's).
 */
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { HttpError } from '../../api/http';
import { saveSubmission } from '../../api/submission';
import type { AbstractSubmission, AbstractSubmissionInput, SubmissionTopic } from '../../contracts';
import {
  ABSTRACT_WORD_LIMIT,
  abstractSurveyModel,
  countWords,
  fieldsFromSurvey,
  isEditable,
  surveyFromFields,
  type AbstractFields,
} from '../../core/submission/abstract';
import { SUBMISSION_TEXTS } from '../../core/submission/texts';
import { queryScope } from '../../store/queries/keys';
import { submissionQueries } from '../../store/queries/submission';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { allQueries, AsyncView, type AsyncQuery } from '../../ui/AsyncView';
import { SurveyForm } from '../../ui/survey';
import { Notice, Section, StatusBadge } from './Submission.styles';

export interface AbstractEditorProps {
  /** The abstract to open, or null for a new one. */
  id: number | null;
  eventId: number | null;
  userId: number;
  topics: UseQueryResult<SubmissionTopic[]>;
  listHref: string;
  /** A new abstract was saved as a draft: it now has an id (and an address of its own). */
  onDraftCreated: (saved: AbstractSubmission) => void;
  onSubmitted: (saved: AbstractSubmission) => void;
  /** A message for the page's notice line (null clears it). */
  onNotice: (message: string | null) => void;
}

/** A new abstract has nothing to load. */
const NOTHING_TO_LOAD: AsyncQuery<null> = { data: null, error: null, isError: false, refetch: () => undefined };

export function AbstractEditor({ id, eventId, userId, topics, listHref, onDraftCreated, onSubmitted, onNotice }: AbstractEditorProps) {
  const t = useTexts(SUBMISSION_TEXTS);
  const context = useEventContext();
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const scope = queryScope(context, language);
  const existing = useQuery({ ...submissionQueries.one(scope, eventId, userId, id ?? 0), enabled: id !== null && eventId !== null });
  const query = allQueries([topics, id === null ? NOTHING_TO_LOAD : existing]);

  return (
    <Section part="submission-form" aria-labelledby="submission-form-title">
      <AsyncView
        query={query}
        texts={{ loading: t('submission.form.loading'), error: t('submission.form.error'), retry: t('submission.retry') }}
        layout="block"
        stateAttribute="data-submission-form"
        failed={(error) =>
          error instanceof HttpError && error.status === 404 ? (
            <p role="alert" data-submission-form="not-found">
              {t('submission.form.notFound')}
            </p>
          ) : undefined
        }
      >
        {([topicList, item]) => (
          <Form
            item={item}
            topics={topicList}
            eventId={eventId}
            userId={userId}
            onDraftCreated={onDraftCreated}
            onSubmitted={onSubmitted}
            onNotice={onNotice}
          />
        )}
      </AsyncView>
      <p>
        <a href={listHref}>{t('submission.back')}</a>
      </p>
    </Section>
  );
}

interface FormProps extends Pick<AbstractEditorProps, 'eventId' | 'userId' | 'onDraftCreated' | 'onSubmitted' | 'onNotice'> {
  item: AbstractSubmission | null;
  topics: SubmissionTopic[];
}

function Form({ item, topics, eventId, userId, onDraftCreated, onSubmitted, onNotice }: FormProps) {
  const t = useTexts(SUBMISSION_TEXTS);
  const context = useEventContext();
  const client = useQueryClient();
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const scope = queryScope(context, language);
  const [problem, setProblem] = useState<string | null>(null);
  // The draft's id once saved: a new abstract saved in this form is changed, not written again.
  const [savedId, setSavedId] = useState<number | null>(item?.Id ?? null);
  const readOnly = item !== null && !isEditable(item.Status);

  const save = useMutation({
    mutationFn: (input: AbstractSubmissionInput) => saveSubmission(context.http, eventId ?? 0, language, savedId, input),
    onSuccess: async (saved) => {
      setSavedId(saved.Id);
      client.setQueryData(submissionQueries.one(scope, eventId, userId, saved.Id).queryKey, saved);
      await client.invalidateQueries({ queryKey: submissionQueries.list(scope, eventId, userId).queryKey });
    },
  });

  const model = useMemo(
    () =>
      abstractSurveyModel(
        {
          title: t('submission.form.title'),
          authors: t('submission.form.authors'),
          authorName: t('submission.form.authorName'),
          affiliation: t('submission.form.affiliation'),
          addAuthor: t('submission.form.addAuthor'),
          removeAuthor: t('submission.form.removeAuthor'),
          topic: t('submission.form.topic'),
          topicPlaceholder: t('submission.form.topicPlaceholder'),
          text: t('submission.form.text'),
          textDescription: t('submission.form.textDescription', { limit: ABSTRACT_WORD_LIMIT }),
          overLimit: t('submission.form.overLimit', { limit: ABSTRACT_WORD_LIMIT }),
        },
        topics,
      ),
    [t, topics],
  );
  const data = useMemo(() => (item ? surveyFromFields(fieldsOf(item)) : undefined), [item]);

  // The text's description: the limit, and the words counted so far.
  const describe = useCallback(
    (answers: Record<string, unknown>) => {
      const count = countWords(fieldsFromSurvey(answers).text);
      return {
        text: `${t('submission.form.textDescription', { limit: ABSTRACT_WORD_LIMIT })} ${t('submission.form.wordCount', { count, limit: ABSTRACT_WORD_LIMIT })}`,
      };
    },
    [t],
  );

  /** The server's refusal in words: the word limit by name, anything else as "could not be saved". */
  const refusal = (error: unknown) =>
    error instanceof HttpError && error.status === 400 && isWordLimit(error.body)
      ? t('submission.form.overLimit', { limit: ABSTRACT_WORD_LIMIT })
      : t('submission.form.saveFailed');

  const saveDraft = useCallback(
    (answers: Record<string, unknown>) => {
      const fields = fieldsFromSurvey(answers);
      onNotice(null);
      if (fields.title === '') {
        setProblem(t('submission.form.titleNeeded'));
        return;
      }
      setProblem(null);
      const wasNew = savedId === null;
      save.mutate(inputOf(fields, false), {
        onSuccess: (saved) => (wasNew ? onDraftCreated(saved) : onNotice(t('submission.form.draftSaved'))),
        onError: (error) => setProblem(refusal(error)),
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refusal reads only t; save.mutate is stable.
    [savedId, t, onNotice, onDraftCreated],
  );
  const secondaryAction = useMemo(() => ({ title: t('submission.form.saveDraft'), run: saveDraft }), [t, saveDraft]);

  const submit = useCallback(
    async (answers: Record<string, unknown>): Promise<boolean> => {
      onNotice(null);
      setProblem(null);
      try {
        const saved = await save.mutateAsync(inputOf(fieldsFromSurvey(answers), true));
        onSubmitted(saved);
        return true;
      } catch (error) {
        setProblem(refusal(error));
        return false;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refusal reads only t; save.mutateAsync is stable.
    [t, onNotice, onSubmitted],
  );

  return (
    <>
      <h2 id="submission-form-title">{item ? item.Title || t('submission.untitled') : t('submission.form.newTitle')}</h2>
      {item && (
        <p aria-live="polite">
          <StatusBadge part="submission-status" data-status={item.Status}>
            {t('submission.status', { status: t(`submission.status.${item.Status}`) })}
          </StatusBadge>
        </p>
      )}
      {readOnly && <p>{t('submission.form.readOnly')}</p>}
      {problem && (
        <Notice role="alert" $tone="danger" data-submission-problem="">
          {problem}
        </Notice>
      )}
      <SurveyForm
        model={model}
        data={data}
        language={language}
        label={t('submission.form.label')}
        labels={{
          complete: t('submission.form.submit'),
          back: t('submission.form.back'),
          next: t('submission.form.next'),
          mandatory: t('submission.form.mandatory'),
        }}
        readOnly={readOnly}
        onComplete={submit}
        completedText={t('submission.form.submitted')}
        secondaryAction={secondaryAction}
        describe={describe}
      />
    </>
  );
}

function fieldsOf(item: AbstractSubmission): AbstractFields {
  return {
    title: item.Title,
    authors: item.Authors.map((author) => ({ name: author.Name, affiliation: author.Affiliation })),
    topic: item.Topic,
    text: item.Abstract,
  };
}

function inputOf(fields: AbstractFields, submit: boolean): AbstractSubmissionInput {
  return {
    Title: fields.title,
    Authors: fields.authors.map((author) => ({ Name: author.name, Affiliation: author.affiliation })),
    Topic: fields.topic,
    Abstract: fields.text,
    Submit: submit,
  };
}

function isWordLimit(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { reason?: unknown }).reason === 'wordLimit';
}
