/** English defaults of the "QR code" button and dialog (ui/QrCodeButton, ui/QrCodeDialog) on the session, presentation, booth and profile pages. */
export const QR_CODE_TEXTS = {
  'qrCode.open': 'QR code',
  'qrCode.title': 'QR code of this page',
  'qrCode.image': 'QR code of {address}',
  'qrCode.code': 'Code: {code}',
  'qrCode.hint': 'Scan with the platform’s Scan page or a phone camera.',
  'qrCode.close': 'Close',
} as const;
