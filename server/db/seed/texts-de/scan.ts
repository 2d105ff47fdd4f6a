/** German scan page texts (core/scan/texts.ts). */
import type { SCAN_TEXTS } from '../../../../src/core/scan/texts';

export const SCAN_TEXTS_DE: Record<keyof typeof SCAN_TEXTS, string> = {
  'scan.intro': 'Richten Sie die Kamera auf den QR-Code einer Sitzung, eines Standes oder eines Posters, um ihn hier zu öffnen.',
  'scan.camera': 'Kamera',
  'scan.camera.starting': 'Die Kamera wird gestartet …',
  'scan.camera.scanning': 'Suche nach einem QR-Code …',
  'scan.camera.denied': 'Die Kamera darf auf diesem Gerät nicht verwendet werden. Geben Sie den Code stattdessen ein.',
  'scan.camera.unavailable': 'Hier kann keine Kamera verwendet werden. Geben Sie den Code stattdessen ein.',
  'scan.camera.stop': 'Kamera ausschalten',
  'scan.camera.start': 'Kamera verwenden',
  'scan.manual.heading': 'Code eingeben',
  'scan.manual.label': 'Code oder Adresse',
  'scan.manual.hint':
    'S:10001 öffnet eine Sitzung, E:ca-0030 den Stand eines Ausstellers, P:100001 ein Poster; die Adressen des Kongresses funktionieren auch.',
  'scan.manual.open': 'Öffnen',
  'scan.error.empty': 'Geben Sie zuerst einen Code ein.',
  'scan.error.foreign': 'Dieser Code führt weg von diesem Kongress und wird daher nicht geöffnet.',
  'scan.error.unknown': 'Das ist kein Code dieses Kongresses. Ein Code sieht so aus: S:10001.',
  'scan.opening': 'Wird geöffnet …',
};
