/**
 * My documents (docs/rules/content-areas.md section 7, UserDocumentsV2): the signed-in user's files, each with its
 * type and date in the event language and a Download button (the file comes through the API with the
 * user's token, so it is saved from a Blob through an object URL, named after the document); and the
 * forms (FileType Form, section 4) with their status and a link to their page in the submission module.
 * Rules: core/myArea/documents.ts.
 *
 * Texts: myArea.documents.*, myArea.fileType.*, myArea.status.*, myArea.loading. Theme tokens: those of
 * MyArea.styles. Parts: myarea-documents, myarea-forms.
 */
import { useId, useRef, useState } from 'react';
import { downloadUserDocument } from '../../api/documents';
import type { UserDocument } from '../../contracts';
import { documentFileName, fileTypeKey, formatDocumentDate, splitDocuments } from '../../core/myArea/documents';
import { useEventContext, useEventState } from '../../store/react';
import { useRouteHref } from '../../ui/platformLinks';
import { AsyncView } from '../../ui/AsyncView';
import { useMyAreaText, useUserDocuments } from './useMyArea';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { ErrorText, PlainButton, Section, Table } from './MyArea.styles';
import { saveBlob } from '../../ui/saveFile';

export function DocumentsModule({ description }: { description: string | null }) {
  const t = useMyAreaText();
  const documents = useUserDocuments();
  return (
    <>
      {description && <p>{description}</p>}
      <AsyncView
        query={documents}
        texts={{ loading: t('myArea.loading'), error: t('myArea.documents.error'), retry: t('myArea.retry') }}
        layout="block"
      >
        {(list) => <DocumentTables documents={list} />}
      </AsyncView>
    </>
  );
}

function DocumentTables({ documents }: { documents: UserDocument[] }) {
  const t = useMyAreaText();
  const href = useRouteHref();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? null);
  const { files, forms } = splitDocuments(documents);
  const filesId = useId();
  const formsId = useId();
  const typeOf = (document: UserDocument) => t(fileTypeKey(document.FileType), { type: document.FileType });
  const dateOf = (document: UserDocument) => formatDocumentDate(document.Created, language, timeZone);

  return (
    <>
      <Section part="myarea-documents" aria-labelledby={filesId}>
        <h3 id={filesId}>{t('myArea.documents.files')}</h3>
        {files.length === 0 ? (
          <p>{t('myArea.documents.noFiles')}</p>
        ) : (
          <FilesTable files={files} labelledBy={filesId} typeOf={typeOf} dateOf={dateOf} />
        )}
      </Section>
      <Section part="myarea-forms" aria-labelledby={formsId}>
        <h3 id={formsId}>{t('myArea.documents.forms')}</h3>
        {forms.length === 0 ? (
          <p>{t('myArea.documents.noForms')}</p>
        ) : (
          <Table aria-labelledby={formsId}>
            <thead>
              <tr>
                <th scope="col">{t('myArea.documents.name')}</th>
                <th scope="col">{t('myArea.documents.date')}</th>
                <th scope="col">{t('myArea.documents.status')}</th>
              </tr>
            </thead>
            <tbody>
              {forms.map((form) => (
                <tr key={form.Id} data-document={form.Id}>
                  <th scope="row">
                    <a href={href('MyAreaPage', { module: 'submission', id: form.Id })}>{form.Name}</a>
                  </th>
                  <td>{dateOf(form)}</td>
                  <td>{form.Status ? t(`myArea.status.${form.Status}`) : ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Section>
    </>
  );
}

function FilesTable({
  files,
  labelledBy,
  typeOf,
  dateOf,
}: {
  files: UserDocument[];
  labelledBy: string;
  typeOf: (document: UserDocument) => string;
  dateOf: (document: UserDocument) => string;
}) {
  const t = useMyAreaText();
  const context = useEventContext();
  const [state, setState] = useState<{ id: number; status: 'busy' | 'failed' } | null>(null);
  const busy = useRef(false);

  async function download(document: UserDocument) {
    if (busy.current) return;
    busy.current = true;
    setState({ id: document.Id, status: 'busy' });
    try {
      const blob = await downloadUserDocument(context.http, document.Id);
      saveBlob(blob, documentFileName(document.Name, document.FileType, blob.type));
      setState(null);
    } catch {
      setState({ id: document.Id, status: 'failed' });
    } finally {
      busy.current = false;
    }
  }

  const current = state ? (files.find((file) => file.Id === state.id) ?? null) : null;
  return (
    <>
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('myArea.documents.name')}</th>
            <th scope="col">{t('myArea.documents.type')}</th>
            <th scope="col">{t('myArea.documents.date')}</th>
            <th scope="col">{t('myArea.documents.action')}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.Id} data-document={file.Id}>
              <th scope="row">{file.Name}</th>
              <td>{typeOf(file)}</td>
              <td>{dateOf(file)}</td>
              <td>
                <PlainButton type="button" aria-disabled={state?.status === 'busy'} onClick={() => void download(file)}>
                  {t('myArea.documents.download')}
                  <VisuallyHidden> {file.Name}</VisuallyHidden>
                </PlainButton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p role="status">{current && state?.status === 'busy' ? t('myArea.documents.downloading', { name: current.Name }) : ''}</p>
      {current && state?.status === 'failed' && (
        <ErrorText role="alert">{t('myArea.documents.downloadFailed', { name: current.Name })}</ErrorText>
      )}
    </>
  );
}
