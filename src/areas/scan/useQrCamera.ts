/**
 * The camera, looking for QR codes: the back camera through getUserMedia into a <video>, a frame looked at five
 * times a second, by the browser's own BarcodeDetector where it reads QR codes, else by jsQR on the frame drawn
 * to a canvas (jsQR is loaded only then, in this page's chunk). The camera stops when the page goes or `active`
 * turns false.
 *
 * States: starting, scanning, denied (the person or the browser refused the camera), unavailable (no camera,
 * no getUserMedia, an insecure page), stopped.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable' | 'stopped';

/** How often a frame is looked at: often enough to feel immediate, rarely enough to leave the phone cool. */
const SCAN_INTERVAL_MS = 200;
/** Frames are scaled down to at most this width before jsQR reads them (a QR code fills much of the picture). */
const FRAME_WIDTH_MAX = 640;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The browser's BarcodeDetector when it reads QR codes, else jsQR over a canvas. */
async function frameReader(): Promise<FrameReader> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    try {
      if ((await Detector.getSupportedFormats()).includes('qr_code')) {
        const detector = new Detector({ formats: ['qr_code'] });
        return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
      }
    } catch {
      // Fall through to jsQR: a detector that cannot say what it reads is not used.
    }
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    const scale = Math.min(1, FRAME_WIDTH_MAX / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return Promise.resolve(jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null);
  };
}

function refused(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
}

export function useQrCamera(video: RefObject<HTMLVideoElement | null>, active: boolean, onText: (text: string) => void): CameraState {
  const [state, setState] = useState<CameraState>(active ? 'starting' : 'stopped');
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => {
    if (!active) {
      setState('stopped');
      return;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    let live = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState('starting');
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        if (live) setState(refused(error) ? 'denied' : 'unavailable');
        return;
      }
      const element = video.current;
      if (!live || !element) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      element.srcObject = stream;
      try {
        await element.play();
      } catch {
        // Autoplay of a muted inline video is allowed; if a browser still refuses, frames still arrive.
      }
      const read = await frameReader();
      if (!live) return;
      setState('scanning');
      const tick = async () => {
        if (!live) return;
        try {
          const text = await read(element);
          if (text && live) onTextRef.current(text);
        } catch {
          // A frame that cannot be read (not decoded yet, the camera went away): try the next one.
        }
        if (live) timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    })();
    return () => {
      live = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [active, video]);

  return state;
}
