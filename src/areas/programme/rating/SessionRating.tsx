/**
 * The rating box of a session (docs/rules/content-areas.md sections 3 and 7: a content text and a Rating value,
 * GetSessionRating / CreateSessionRating): the average and count over everyone, the user's own rating,
 * and the form: 1 to 5 stars as a radio group (real inputs: arrow keys move, each labelled), an optional
 * comment, send. A visitor who is not signed in sees a sign-in hint instead of the form.
 *
 * Texts: programmeDetail.rating.*. Theme tokens: those of SessionRating.styles, session/Detail.styles
 * and ui/form (Button, FormNotice). Part: rating.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { HttpError } from '../../../api/http';
import { createSessionRating } from '../../../api/programme';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import {
  SESSION_RATING_CONTENT_MAX,
  SESSION_RATING_MAX,
  SESSION_RATING_MIN,
  sessionRatingValues,
  validateSessionRating,
  type SessionRatingError,
} from '../../../core/programme/rating';
import { queryScope } from '../../../store/queries/keys';
import { ratingQueries } from '../../../store/queries/notes';
import { useEventContext, useTexts } from '../../../store/react';
import { Button, FormNotice } from '../../../ui/form';
import { Section } from '../session/Detail.styles';
import { useReaderId } from '../session/useReaderId';
import { StarChoice } from '../../../ui/StarChoice';
import { AsyncView } from '../../../ui/AsyncView';
import { useSignInHref } from '../../../ui/useSignInHref';
import { useEventId, useProgrammeLanguage } from '../useProgramme';
import { ErrorText, RatingForm, Summary } from './SessionRating.styles';

type Problem = SessionRatingError | 'failed' | 'unauthorized';

export function SessionRating({ sessionId }: { sessionId: number }) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const context = useEventContext();
  const eventId = useEventId();
  const language = useProgrammeLanguage();
  const client = useQueryClient();
  const headingId = useId();
  const signIn = useSignInHref();
  const scope = queryScope(context, language);
  const send = useMutation({
    mutationKey: ratingQueries.writeKey(scope, sessionId),
    mutationFn: (input: { rating: number; content: string }) =>
      createSessionRating(context.http, eventId ?? 0, sessionId, input.rating, input.content),
    onSuccess: () => client.invalidateQueries({ queryKey: ratingQueries.ratingKey(scope, sessionId) }),
  });
  const readerId = useReaderId(send.isPending);
  // The user's own rating is part of the answer: the key follows who asks.
  const rating = useQuery({ ...ratingQueries.rating(scope, sessionId, eventId, readerId), enabled: eventId !== null });

  const [stars, setStars] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saved, setSaved] = useState(false);
  const own = rating.data?.Rating ?? null;
  // The form starts from the user's own rating, once it is known.
  useEffect(() => {
    if (own !== null) {
      setStars((current) => current ?? own);
      setContent((current) => current || (rating.data?.Content ?? ''));
    }
  }, [own, rating.data?.Content]);

  const number = (value: number, digits = 0) =>
    value.toLocaleString(language, { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const max = number(SESSION_RATING_MAX);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const invalid = validateSessionRating(stars, content);
    setProblem(invalid);
    if (invalid || stars === null) return;
    try {
      await send.mutateAsync({ rating: stars, content: content.trim() });
      setSaved(true);
    } catch (error) {
      setProblem(error instanceof HttpError && error.status === 401 ? 'unauthorized' : 'failed');
    }
  }

  return (
    <Section part="rating" aria-labelledby={headingId} data-rating={rating.data?.Average ?? 'none'}>
      <h3 id={headingId}>{t('programmeDetail.rating.title')}</h3>
      <AsyncView
        query={rating}
        texts={{ loading: t('programmeDetail.loading'), error: t('programmeDetail.rating.error'), retry: t('programmeDetail.retry') }}
        layout="block"
      >
        {(summary) => (
          <Summary data-rating-count={summary.Count}>
            {summary.Count > 0 && summary.Average !== null
              ? t('programmeDetail.rating.average', { average: number(summary.Average, 1), max, count: number(summary.Count) })
              : t('programmeDetail.rating.none')}
          </Summary>
        )}
      </AsyncView>
      {own !== null && <Summary data-own-rating={own}>{t('programmeDetail.rating.yours', { rating: number(own), max })}</Summary>}
      {readerId === null ? (
        <p>
          <a href={signIn}>{t('programmeDetail.rating.signIn')}</a>
        </p>
      ) : (
        <RatingForm noValidate onSubmit={(event) => void submit(event)}>
          <StarChoice
            name={`rating-${sessionId}`}
            values={sessionRatingValues()}
            value={stars}
            onChange={setStars}
            legend={t('programmeDetail.rating.stars')}
            starLabel={(value) => t('programmeDetail.rating.star', { count: number(value), max })}
            aria-describedby={problem === 'noRating' ? `${headingId}-stars-error` : undefined}
          />
          {problem === 'noRating' && (
            <ErrorText id={`${headingId}-stars-error`}>
              {t('programmeDetail.rating.required', { min: number(SESSION_RATING_MIN), max })}
            </ErrorText>
          )}
          <label htmlFor={`${headingId}-comment`}>{t('programmeDetail.rating.comment')}</label>
          <textarea
            id={`${headingId}-comment`}
            rows={3}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            aria-invalid={problem === 'tooLong' ? true : undefined}
            aria-describedby={problem === 'tooLong' ? `${headingId}-comment-error` : undefined}
          />
          {problem === 'tooLong' && (
            <ErrorText id={`${headingId}-comment-error`}>
              {t('programmeDetail.rating.tooLong', { max: number(SESSION_RATING_CONTENT_MAX) })}
            </ErrorText>
          )}
          {problem === 'failed' && <FormNotice tone="danger">{t('programmeDetail.rating.failed')}</FormNotice>}
          {problem === 'unauthorized' && (
            <div role="alert">
              <ErrorText>{t('programmeDetail.rating.unauthorized')}</ErrorText>
              <a href={signIn}>{t('programmeDetail.rating.signIn')}</a>
            </div>
          )}
          {saved && <FormNotice tone="success">{t('programmeDetail.rating.saved')}</FormNotice>}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('programmeDetail.rating.sending') : t('programmeDetail.rating.submit')}
          </Button>
        </RatingForm>
      )}
    </Section>
  );
}
