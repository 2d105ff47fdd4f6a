/**
 * "Download as PDF" of the personal programme (docs/rules/content-areas.md section 7: DownloadPersonalProgram returns a
 * binary PDF). The call needs the user's token, so it cannot be a plain link: the reply is saved through an
 * object URL and a temporary <a download>. Progress is announced; a failure says so (section 8 shows no
 * error handling; ours: a message, and the button stays to try again).
 *
 * Texts: programmePersonal.download, programmePersonal.downloading, programmePersonal.downloadFailed.
 * Theme tokens: those of PersonalProgramPage.styles. Part: personal-programme-pdf.
 */
import { useRef, useState } from 'react';
import { downloadPersonalProgramme } from '../../../api/programme';
import { PROGRAMME_PERSONAL_TEXTS } from '../../../core/programme/personalTexts';
import { useEventContext, useTexts } from '../../../store/react';
import { useEventId, useProgrammeLanguage } from '../useProgramme';
import { ActionButton, ErrorText } from './PersonalProgramPage.styles';
import { saveBlob } from '../../../ui/saveFile';

export const PERSONAL_PROGRAMME_FILE_NAME = 'personal-programme.pdf';

export function PdfDownload() {
  const t = useTexts(PROGRAMME_PERSONAL_TEXTS);
  const context = useEventContext();
  const eventId = useEventId();
  const language = useProgrammeLanguage();
  const [status, setStatus] = useState<'idle' | 'busy' | 'failed'>('idle');
  const busy = useRef(false);

  async function download() {
    if (busy.current || eventId === null) return;
    busy.current = true;
    setStatus('busy');
    try {
      const blob = await downloadPersonalProgramme(context.http, eventId, language);
      saveBlob(blob, PERSONAL_PROGRAMME_FILE_NAME);
      setStatus('idle');
    } catch {
      setStatus('failed');
    } finally {
      busy.current = false;
    }
  }

  return (
    <div part="personal-programme-pdf">
      <ActionButton type="button" aria-disabled={status === 'busy' || eventId === null} onClick={() => void download()}>
        {t('programmePersonal.download')}
      </ActionButton>
      <span role="status">{status === 'busy' ? ` ${t('programmePersonal.downloading')}` : ''}</span>
      {status === 'failed' && <ErrorText role="alert">{t('programmePersonal.downloadFailed')}</ErrorText>}
    </div>
  );
}
