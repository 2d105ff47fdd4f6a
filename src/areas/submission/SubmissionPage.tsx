/**
 * The abstract submission page (docs/rules/shell-access-identity.md section 2: SubmissionPage,
 * /{i}/{e}/{l}/submission/{module*}; the header is off here by default, core/chrome.ts). Ours, as
 * core/submission/abstract.ts says: the call's rules and topics for everyone; for a signed-in user their abstracts
 * with status (module ``), a new one (`abstracts/new`) and one to edit or read (`abstracts/edit/{id}`), written in a
 * SurveyJS form (AbstractEditor). A signed-out visitor reads the call and is offered sign-in, which brings them back
 * here. Without the header the page has its own way home.
 *
 * Texts: submission.* . Theme tokens: those of Submission.styles. Parts: submission, submission-signed-out,
 * submission-list, submission-status.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AbstractSubmission } from '../../contracts';
import { ABSTRACT_WORD_LIMIT, parseSubmissionModule, SUBMISSION_MODULES } from '../../core/submission/abstract';
import { SUBMISSION_TEXTS } from '../../core/submission/texts';
import { buildPath } from '../../core/routes';
import { queryScope } from '../../store/queries/keys';
import { submissionQueries } from '../../store/queries/submission';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { AsyncView } from '../../ui/AsyncView';
import type { PageProps } from '../../ui/page';
import { useSignInHref } from '../../ui/useSignInHref';
import { AbstractEditor } from './AbstractEditor';
import { Actions, Card, Cards, Meta, Notice, Page, PrimaryLink, Section, StatusBadge, TopicList } from './Submission.styles';

type T = ReturnType<typeof useTexts<typeof SUBMISSION_TEXTS>>;

export function SubmissionPage({ route, navigate }: PageProps) {
  const t = useTexts(SUBMISSION_TEXTS);
  const context = useEventContext();
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const userId = useEventState((state) => (state.user ? (state.user.userId ?? 0) : null));
  const scope = queryScope(context, language);
  const topics = useQuery({ ...submissionQueries.topics(scope, eventId), enabled: eventId !== null });
  // What the last save did, shown on the page it led to (this page stays mounted from one module to the next).
  const [notice, setNotice] = useState<string | null>(null);
  const view = parseSubmissionModule(route.params.module);
  const address = { instance: context.instance, event: context.event, language };
  const moduleHref = (module: string) => buildPath('SubmissionPage', module === '' ? address : { ...address, module });
  const go = (module: string, message: string | null) => {
    setNotice(message);
    navigate(moduleHref(module));
  };

  return (
    <Page part="submission" data-submission={view.kind}>
      <p>
        <a href={buildPath('HomePage', address)}>{t('submission.home')}</a>
      </p>
      <p>{t('submission.intro')}</p>
      <p>{t('submission.rules', { limit: ABSTRACT_WORD_LIMIT })}</p>
      {view.kind === 'list' && topics.data && topics.data.length > 0 && (
        <Section aria-labelledby="submission-topics">
          <h2 id="submission-topics">{t('submission.topics')}</h2>
          <TopicList>
            {topics.data.map((topic) => (
              <li key={topic.Id}>{topic.Name}</li>
            ))}
          </TopicList>
        </Section>
      )}
      {notice && (
        <Notice role="status" data-submission-notice="">
          {notice}
        </Notice>
      )}
      {userId === null ? (
        <SignedOut t={t} />
      ) : view.kind === 'list' ? (
        <AbstractList t={t} eventId={eventId} userId={userId} moduleHref={moduleHref} />
      ) : view.kind === 'unknown' ? (
        <>
          <p role="alert">{t('submission.unknown')}</p>
          <p>
            <a href={moduleHref(SUBMISSION_MODULES.list)}>{t('submission.back')}</a>
          </p>
        </>
      ) : (
        <AbstractEditor
          // A new abstract and each saved one are forms of their own.
          key={view.kind === 'edit' ? view.id : 'new'}
          id={view.kind === 'edit' ? view.id : null}
          eventId={eventId}
          userId={userId}
          topics={topics}
          listHref={moduleHref(SUBMISSION_MODULES.list)}
          onDraftCreated={(saved) => go(SUBMISSION_MODULES.edit(saved.Id), t('submission.form.draftSaved'))}
          onSubmitted={() => go(SUBMISSION_MODULES.list, t('submission.form.submitted'))}
          onNotice={setNotice}
        />
      )}
    </Page>
  );
}

function SignedOut({ t }: { t: T }) {
  const signIn = useSignInHref();
  return (
    <Section part="submission-signed-out" data-submission-signed-out="">
      <p>{t('submission.signedOut')}</p>
      <p>
        <PrimaryLink href={signIn}>{t('submission.signIn')}</PrimaryLink>
      </p>
    </Section>
  );
}

function AbstractList({
  t,
  eventId,
  userId,
  moduleHref,
}: {
  t: T;
  eventId: number | null;
  userId: number;
  moduleHref: (module: string) => string;
}) {
  const context = useEventContext();
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const list = useQuery({ ...submissionQueries.list(queryScope(context, language), eventId, userId), enabled: eventId !== null });
  const date = (value: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(new Date(value));

  return (
    <Section part="submission-list" aria-labelledby="submission-list-title">
      <h2 id="submission-list-title">{t('submission.list.title')}</h2>
      <Actions>
        <PrimaryLink href={moduleHref(SUBMISSION_MODULES.new)} data-submission-new="">
          {t('submission.list.new')}
        </PrimaryLink>
      </Actions>
      <AsyncView
        query={list}
        texts={{ loading: t('submission.list.loading'), error: t('submission.list.error'), retry: t('submission.retry') }}
        stateAttribute="data-submission-list"
      >
        {(items) =>
          items.length === 0 ? (
            <p data-submission-list="empty">{t('submission.list.empty')}</p>
          ) : (
            <Cards>
              {items.map((item) => (
                <li key={item.Id}>
                  <AbstractCard t={t} item={item} date={date} href={moduleHref(SUBMISSION_MODULES.edit(item.Id))} />
                </li>
              ))}
            </Cards>
          )
        }
      </AsyncView>
    </Section>
  );
}

function AbstractCard({ t, item, date, href }: { t: T; item: AbstractSubmission; date: (value: string) => string; href: string }) {
  const title = item.Title || t('submission.untitled');
  const draft = item.Status === 'draft';
  return (
    <Card data-submission-id={item.Id} data-status={item.Status}>
      <h3>{title}</h3>
      <Meta>
        <StatusBadge part="submission-status">{t('submission.status', { status: t(`submission.status.${item.Status}`) })}</StatusBadge>
        {item.TopicName && (
          <span>
            {t('submission.list.topic')}: {item.TopicName}
          </span>
        )}
        <span>
          {item.SubmittedAt
            ? t('submission.list.submitted', { date: date(item.SubmittedAt) })
            : t('submission.list.updated', { date: date(item.UpdatedAt) })}
        </span>
      </Meta>
      {item.Authors.length > 0 && (
        <p>
          {t('submission.list.authors')}: {item.Authors.map((author) => author.Name).join(', ')}
        </p>
      )}
      <p>
        <a href={href} aria-label={t(draft ? 'submission.list.editNamed' : 'submission.list.viewNamed', { title })}>
          {t(draft ? 'submission.list.edit' : 'submission.list.view')}
        </a>
      </p>
    </Card>
  );
}
