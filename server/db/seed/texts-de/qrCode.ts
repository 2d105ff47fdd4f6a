/** German texts of the QR code button and dialog (core/scan/qrCodeTexts.ts). */
import type { QR_CODE_TEXTS } from '../../../../src/core/scan/qrCodeTexts';

export const QR_CODE_TEXTS_DE: Record<keyof typeof QR_CODE_TEXTS, string> = {
  'qrCode.open': 'QR-Code',
  'qrCode.title': 'QR-Code dieser Seite',
  'qrCode.image': 'QR-Code von {address}',
  'qrCode.code': 'Code: {code}',
  'qrCode.hint': 'Scannen Sie ihn mit der Scan-Seite der Plattform oder der Kamera eines Mobiltelefons.',
  'qrCode.close': 'Schließen',
};
