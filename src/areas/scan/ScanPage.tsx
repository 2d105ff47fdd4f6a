/**
 * ScanPage (/scan/{i}/{e}/{l}; the header's Scan QR link inside the app container, docs/rules/shell-access-identity.md
 * section 2): scan the QR code of a session, a booth or a poster with the camera and open it (useQrCamera: the
 * browser's BarcodeDetector, else jsQR), or type its code. What a code opens, and that nothing but this event's own
 * pages is ever opened, is core/scan/code.ts.
 *
 * Ours where the spec is silent: the camera starts when the page opens (the person came here to scan) and can be
 * stopped; the typed code is always offered, and is the way in when there is no camera or it is refused. A code
 * that is not followed says why and scanning goes on.
 *
 * Texts: scan.intro, scan.camera, scan.camera.*, scan.manual.*, scan.error.*, scan.opening.
 * Theme tokens: those of Scan.styles and the form's. Parts: none (a page of vmx-app, not restyled by a host page).
 */
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { parseScanCode, type ScanResult } from '../../core/scan/code';
import { SCAN_TEXTS } from '../../core/scan/texts';
import { useEventContext, useTexts } from '../../store/react';
import { Button, FormBox, FormNotice, TextField } from '../../ui/form';
import type { PageProps } from '../../ui/page';
import { useRouteHref } from '../../ui/platformLinks';
import { CameraButton, Part, Picture, Scan, Status } from './Scan.styles';
import { useQrCamera, type CameraState } from './useQrCamera';

type ErrorReason = Extract<ScanResult, { ok: false }>['reason'];

const STATUS_TEXT: Record<CameraState, keyof typeof SCAN_TEXTS | null> = {
  starting: 'scan.camera.starting',
  scanning: 'scan.camera.scanning',
  denied: 'scan.camera.denied',
  unavailable: 'scan.camera.unavailable',
  stopped: null,
};

export function ScanPage({ navigate }: PageProps) {
  const t = useTexts(SCAN_TEXTS);
  const context = useEventContext();
  const href = useRouteHref();
  const video = useRef<HTMLVideoElement>(null);
  const cameraHeading = useId();
  const manualHeading = useId();
  const [cameraOn, setCameraOn] = useState(true);
  const [scanned, setScanned] = useState<{ text: string; reason: ErrorReason } | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<ErrorReason | null>(null);
  const [opening, setOpening] = useState(false);

  /** The page a code opens, or why not. */
  const open = useCallback(
    (text: string): ScanResult => {
      const result = parseScanCode(text, { origin: location.origin, instance: context.instance, event: context.event });
      if (result.ok) {
        setOpening(true);
        setCameraOn(false);
        navigate(href(result.target.route, result.target.params));
      }
      return result;
    },
    [context.instance, context.event, href, navigate],
  );

  const onScanned = useCallback(
    (text: string) => {
      // The same code stays in front of the camera: say once why it is not opened.
      if (scanned?.text === text) return;
      const result = open(text);
      if (!result.ok) setScanned({ text, reason: result.reason });
    },
    [open, scanned],
  );
  const camera = useQrCamera(video, cameraOn, onScanned);
  const status = STATUS_TEXT[camera];
  const showPicture = camera === 'starting' || camera === 'scanning';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = open(typed);
    setTypedError(result.ok ? null : result.reason);
  };

  return (
    <Scan data-scan="">
      <p>{t('scan.intro')}</p>
      <Part aria-labelledby={cameraHeading} data-scan="camera" data-camera={camera}>
        <h2 id={cameraHeading}>{t('scan.camera')}</h2>
        <Picture ref={video} muted playsInline aria-label={t('scan.camera')} hidden={!showPicture} />
        {status && <Status role="status">{t(status)}</Status>}
        {scanned && (
          <FormNotice tone="danger">
            <span data-scan="scanned-error">{t(`scan.error.${scanned.reason}`)}</span>
          </FormNotice>
        )}
        {camera !== 'denied' && camera !== 'unavailable' && (
          <CameraButton type="button" onClick={() => setCameraOn((on) => !on)}>
            {t(cameraOn ? 'scan.camera.stop' : 'scan.camera.start')}
          </CameraButton>
        )}
      </Part>
      <Part aria-labelledby={manualHeading} data-scan="manual">
        <h2 id={manualHeading}>{t('scan.manual.heading')}</h2>
        <FormBox onSubmit={submit} noValidate>
          <TextField
            label={t('scan.manual.label')}
            hint={t('scan.manual.hint')}
            error={typedError ? t(`scan.error.${typedError}`) : null}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setTypedError(null);
            }}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={2000}
          />
          <Button type="submit" disabled={opening}>
            {t(opening ? 'scan.opening' : 'scan.manual.open')}
          </Button>
        </FormBox>
      </Part>
    </Scan>
  );
}
