/**
 * The QR code of a page people scan (QrCodeButton): the house dialog (ui/Dialog: focus kept inside, Escape closes,
 * focus goes back to the button) with the QR code of the page's own absolute address and, under it, the short code
 * the Scan page also takes typed (core/scan/code.ts, shortCode).
 *
 * The address is the one a visitor sees: this page's location.origin and the platform path (in an element with
 * platform-url, the platform's address). The server draws it (GET /media/qr.svg, server/routes/qr.ts) only when it
 * is a page of one of its own events on an origin it writes links for; otherwise the picture is left out and the
 * code remains.
 *
 * Texts: qrCode.title, qrCode.close, qrCode.image, qrCode.code, qrCode.hint. Theme tokens: those of ui/Dialog,
 * --vmx-space, --vmx-color-muted, --vmx-font-size-title.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { shortCode, type ScanTarget } from '../core/scan/code';
import { QR_CODE_TEXTS } from '../core/scan/qrCodeTexts';
import { useEventContext, useTexts } from '../store/react';
import { Dialog } from './Dialog';
import { useRouteHref } from './platformLinks';

/** The picture's size in CSS pixels (the server draws it at this size: QR_SIZE in server/routes/qr.ts). */
const QR_SIZE = 240;

export interface QrCodeDialogProps {
  target: ScanTarget;
  onClose: () => void;
}

export function QrCodeDialog({ target, onClose }: QrCodeDialogProps) {
  const t = useTexts(QR_CODE_TEXTS);
  const href = useRouteHref();
  const context = useEventContext();
  const [failed, setFailed] = useState(false);
  const address = new URL(href(target.route, target.params), location.href).href;
  const code = shortCode(target);
  return (
    <Dialog open title={t('qrCode.title')} closeLabel={t('qrCode.close')} onClose={onClose}>
      <Figure data-qr-code={code}>
        {!failed && (
          <img
            src={context.http.url('/media/qr.svg', { data: address })}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={t('qrCode.image', { address })}
            data-qr-address={address}
            onError={() => setFailed(true)}
          />
        )}
        <figcaption>
          <Code>{t('qrCode.code', { code })}</Code>
          <Hint>{t('qrCode.hint')}</Hint>
        </figcaption>
      </Figure>
    </Dialog>
  );
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  justify-items: center;
  gap: var(--vmx-space);
  text-align: center;

  img {
    max-width: 100%;
    height: auto;
  }
`;

const Code = styled.p`
  margin: 0;
  font-size: var(--vmx-font-size-title);
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  margin: calc(var(--vmx-space) / 2) 0 0;
  color: var(--vmx-color-muted);
`;
