import { describe, expect, it } from 'vitest';
import { EXHIBITOR_TEXTS_DE } from '../../../server/db/seed/texts-de/exhibitors';
import { TEXT_CATALOGUE } from '../textCatalogue';
import { boothLabelKey } from './booths';
import { EXHIBITOR_TEXTS } from './texts';

describe('exhibitor texts', () => {
  it('are registered in the catalogue, with Booth and Booths for the floorplan modal', () => {
    for (const [key, value] of Object.entries(EXHIBITOR_TEXTS)) expect(TEXT_CATALOGUE[key as keyof typeof TEXT_CATALOGUE]).toBe(value);
    expect(EXHIBITOR_TEXTS[boothLabelKey(1)]).toBe('Booth');
    expect(EXHIBITOR_TEXTS[boothLabelKey(2)]).toBe('Booths');
  });

  it('German covers exactly the same keys and keeps the placeholders', () => {
    expect(Object.keys(EXHIBITOR_TEXTS_DE).sort()).toEqual(Object.keys(EXHIBITOR_TEXTS).sort());
    for (const [key, english] of Object.entries(EXHIBITOR_TEXTS)) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(EXHIBITOR_TEXTS_DE[key as keyof typeof EXHIBITOR_TEXTS_DE]), key).toEqual(placeholders(english));
    }
  });
});
