/** English defaults of the scan page's texts (areas/scan): the camera's states, the typed code and why a code is not opened. */
export const SCAN_TEXTS = {
  'scan.intro': 'Point the camera at the QR code of a session, a booth or a poster to open it here.',
  'scan.camera': 'Camera',
  'scan.camera.starting': 'Starting the camera…',
  'scan.camera.scanning': 'Looking for a QR code…',
  'scan.camera.denied': 'The camera may not be used on this device. Type the code instead.',
  'scan.camera.unavailable': 'No camera can be used here. Type the code instead.',
  'scan.camera.stop': 'Stop the camera',
  'scan.camera.start': 'Use the camera',
  'scan.manual.heading': 'Type a code',
  'scan.manual.label': 'Code or address',
  'scan.manual.hint': 'S:10001 opens a session, E:ca-0030 an exhibitor’s booth, P:100001 a poster; the congress’s own addresses work too.',
  'scan.manual.open': 'Open',
  'scan.error.empty': 'Type a code first.',
  'scan.error.foreign': 'This code leads away from this congress, so it is not opened.',
  'scan.error.unknown': 'This is not a code of this congress. A code looks like S:10001.',
  'scan.opening': 'Opening…',
} as const;
