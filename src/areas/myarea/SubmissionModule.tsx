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
import { getSurveyModel, saveSurvey } from '../../api/survey';
import type { SurveyRequest, UserDocument } from '../../api/types';
import { isForm } from '../../core/myArea/documents';
import { hidesFormButtons } from '../../core/myArea/formStatus';
import { useEventContext, useEventState } from '../../store/react';
import { useSurveyUrl } from '../../store/instanceInfo';
import { useRouteHref } from '../../ui/platformLinks';
import { SurveyForm } from '../../ui/survey';
import { LoadFailed } from './LoadFailed';
import { ModuleFrame } from './ModuleFrame';
import { documentsKeyPrefix, useMyAreaText, useUserDocuments } from './useMyArea';
import { ErrorText, StatusBadge } from './MyArea.styles';

export function SubmissionModule({ id }: { id: string | null }) {
  const t = useMyAreaText();
  const documents = useUserDocuments();
  const documentId = id !== null && /^\d+$/.test(id) ? Number(id) : null;
  const title = t('myArea.module.submission');

  if (documents.isPending) {
    return (
      <ModuleFrame module="submission" title={title}>
        <p role="status">{t('myArea.loading')}</p>
      </ModuleFrame>
    );
  }
  if (documents.isError) {
    return (
      <ModuleFrame module="submission" title={title}>
        <LoadFailed message={t('myArea.documents.error')} onRetry={() => void documents.refetch()} />
      </ModuleFrame>
    );
  }
  const form = documents.data.find((document) => document.Id === documentId && isForm(document)) ?? null;
  if (!form || !form.SurveyRequest) {
    return (
      <ModuleFrame module="submission" title={title}>
        <p>{t('myArea.form.notFound')}</p>
        <ToDocuments />
      </ModuleFrame>
    );
  }
  return <FormPage form={form} request={form.SurveyRequest} />;
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

  const model = useQuery({
    queryKey: [context.instance, context.event, language, 'myarea-form-model', form.Id, request.SurveyItemSetId],
    // The form in the language the page is read in, whatever language the document list was built for.
    queryFn: () => getSurveyModel(context.http, surveyUrl ?? '', { ...request, Language: language }),
    enabled: surveyUrl !== null,
    staleTime: Infinity,
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
    await client.invalidateQueries({ queryKey: documentsKeyPrefix(context.instance, context.event, language) });
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
      {surveyUrl === null || model.isPending ? (
        <p role="status">{t('myArea.loading')}</p>
      ) : model.isError ? (
        <LoadFailed message={t('myArea.form.unavailable')} onRetry={() => void model.refetch()} buttonsHidden={closed} />
      ) : model.data === null ? (
        <p role="alert">{t('myArea.form.unavailable')}</p>
      ) : (
        <SurveyForm
          key={form.Id}
          model={model.data.Model}
          data={model.data.Data ?? undefined}
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
      )}
      <ToDocuments />
    </ModuleFrame>
  );
}
