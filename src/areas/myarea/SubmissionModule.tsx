/**
 * A form of my area (/myarea/{i}/{e}/{l}/submission/{id}): one of the user's documents with FileType
 * Form, its status, and its survey (the document's SurveyRequest -> POST {survey api}/Survey/Surveyjs)
 * shown by SurveyForm (src/ui/survey). Content-areas.md section 4: when the status is Done, Accepted or
 * Rejected (core/myArea/formStatus.ts), the form is read only and every button on the page is hidden;
 * links stay. Completing an open form saves it (POST {survey api}/Survey/SaveSurvey, Context Submission,
 * the entity the document); the documents are then read again, so the status shows the server's
 * (Submitted). Section 5: a survey call that is not 200 counts as failed.
 *
 * Texts: myArea.form.*, myArea.status.*, myArea.module.submission, myArea.loading, myArea.documents.error.
 * Theme tokens: those of MyArea.styles. Parts: myarea-form-status.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { saveSurvey } from '../../api/survey';
import type { SurveyRequest, UserDocument } from '../../contracts';
import { isForm } from '../../core/myArea/documents';
import { hidesFormButtons } from '../../core/myArea/formStatus';
import { documentsQueries } from '../../store/queries/documents';
import { queryScope } from '../../store/queries/keys';
import { surveyQueries } from '../../store/queries/survey';
import { useEventContext, useEventState } from '../../store/react';
import { useSurveyUrl } from '../../store/instanceInfo';
import { useRouteHref } from '../../ui/platformLinks';
import { SurveyForm } from '../../ui/survey';
import { AsyncView } from '../../ui/AsyncView';
import { ModuleFrame } from './ModuleFrame';
import { useMyAreaText, useUserDocuments } from './useMyArea';
import { ErrorText, StatusBadge } from './MyArea.styles';

export function SubmissionModule({ id }: { id: string | null }) {
  const t = useMyAreaText();
  const documents = useUserDocuments();
  const documentId = id !== null && /^\d+$/.test(id) ? Number(id) : null;
  const title = t('myArea.module.submission');

  const form = documents.data?.find((document) => document.Id === documentId && isForm(document)) ?? null;
  if (form?.SurveyRequest) return <FormPage form={form} request={form.SurveyRequest} />;
  return (
    <ModuleFrame module="submission" title={title}>
      <AsyncView
        query={documents}
        texts={{ loading: t('myArea.loading'), error: t('myArea.documents.error'), retry: t('myArea.retry') }}
        layout="block"
      >
        {() => (
          <>
            <p>{t('myArea.form.notFound')}</p>
            <ToDocuments />
          </>
        )}
      </AsyncView>
    </ModuleFrame>
  );
}

function ToDocuments() {
  const t = useMyAreaText();
  const href = useRouteHref();
  return (
    <p>
      <a href={href('MyAreaPage', { module: 'documents' })}>{t('myArea.form.toDocuments')}</a>
    </p>
  );
}

function FormPage({ form, request }: { form: UserDocument; request: SurveyRequest }) {
  const t = useMyAreaText();
  const context = useEventContext();
  const client = useQueryClient();
  const language = useEventState((state) => state.language);
  const userId = useEventState((state) => state.user?.userId ?? null);
  const surveyUrl = useSurveyUrl();
  const [saveFailed, setSaveFailed] = useState(false);
  const closed = hidesFormButtons(form.Status);

  // The form in the language the page is read in, whatever language the document list was built for.
  const model = useQuery({
    ...surveyQueries.formModel(queryScope(context, language), surveyUrl, form.Id, request),
    enabled: surveyUrl !== null,
  });

  async function complete(data: Record<string, unknown>): Promise<boolean> {
    if (surveyUrl === null || !model.data) return false;
    setSaveFailed(false);
    try {
      const saved = await saveSurvey(context.http, surveyUrl, {
        Context: 'Submission',
        ContextShort: request.ContextShort,
        Instance: request.Instance,
        Result: JSON.stringify(data),
        SurveyItemSetId: model.data.SurveyItemSetId,
        SurveyEnitity: { Id: form.Id, UserId: userId ?? request.SurveyEnitity.UserId },
      });
      if (!saved) {
        setSaveFailed(true);
        return false;
      }
    } catch {
      setSaveFailed(true);
      return false;
    }
    await client.invalidateQueries({ queryKey: documentsQueries.userDocumentsKey(queryScope(context, language)) });
    return true;
  }

  const status = form.Status ? t(`myArea.status.${form.Status}`) : null;
  return (
    <ModuleFrame module="submission" title={form.Name}>
      {status && (
        // Polite live region: after saving, the status the server gives (Submitted) is announced.
        <p part="myarea-form-status" aria-live="polite" data-status={form.Status}>
          <StatusBadge>{t('myArea.form.status', { status })}</StatusBadge>
        </p>
      )}
      {closed && <p>{t('myArea.form.closed')}</p>}
      {saveFailed && <ErrorText role="alert">{t('myArea.form.saveFailed')}</ErrorText>}
      {/* Without a survey address the read waits (disabled): the page says it is loading, as before. */}
      <AsyncView
        query={model}
        texts={{ loading: t('myArea.loading'), error: t('myArea.form.unavailable'), retry: t('myArea.retry') }}
        layout="block"
        retryHidden={closed}
      >
        {(loaded) =>
          loaded === null ? (
            <p role="alert">{t('myArea.form.unavailable')}</p>
          ) : (
            <SurveyForm
              key={form.Id}
              model={loaded.Model}
              data={loaded.Data ?? undefined}
              language={language}
              label={form.Name}
              labels={{
                complete: t('myArea.form.submit'),
                back: t('myArea.form.back'),
                next: t('myArea.form.next'),
                mandatory: t('myArea.form.mandatory'),
              }}
              readOnly={closed}
              onComplete={complete}
              completedText={t('myArea.form.saved')}
            />
          )
        }
      </AsyncView>
      <ToDocuments />
    </ModuleFrame>
  );
}
