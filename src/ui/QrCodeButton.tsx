/**
 * "QR code" on the pages people scan at the venue (a session, a presentation or poster, an exhibitor's booth and
 * profile): opens QrCodeDialog with the page's QR code and its short code. The dialog's code loads when it is first
 * opened, so the button is all a page carries.
 *
 * Texts: qrCode.open. Theme tokens: those of ui/buttonStyles (secondaryButton).
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { ScanTarget } from '../core/scan/code';
import { QR_CODE_TEXTS } from '../core/scan/qrCodeTexts';
import { useTexts } from '../store/react';
import { secondaryButton } from './buttonStyles';
import { lazyComponent } from './lazyPage';
import type { QrCodeDialogProps } from './QrCodeDialog';

const QrCodeDialog = lazyComponent<QrCodeDialogProps>(() => import('./QrCodeDialog').then((module) => ({ default: module.QrCodeDialog })), {
  quiet: true,
});

export function QrCodeButton({ target }: { target: ScanTarget }) {
  const t = useTexts(QR_CODE_TEXTS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <OpenButton type="button" aria-haspopup="dialog" data-qr-code-open="" onClick={() => setOpen(true)}>
        {t('qrCode.open')}
      </OpenButton>
      {open && <QrCodeDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}

const OpenButton = styled.button`
  ${secondaryButton}
`;
