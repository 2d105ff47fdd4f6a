import { describe, expect, it } from 'vitest';
import { translate } from '../texts';
import { SPONSOR_TYPE_TEXTS, sponsorTypeName } from './sponsorTypes';
import { TEXTS_DE_DE } from '../../../server/db/seed/texts-de';

describe('sponsor type names', () => {
  const german = (key: keyof typeof SPONSOR_TYPE_TEXTS) => translate(TEXTS_DE_DE, SPONSOR_TYPE_TEXTS, key);
  const english = (key: keyof typeof SPONSOR_TYPE_TEXTS) => translate({}, SPONSOR_TYPE_TEXTS, key);

  it('come from the text set, in German on a German page', () => {
    expect(sponsorTypeName(german, 'Platinum')).toBe('Platin');
    expect(sponsorTypeName(german, 'Exhibitor')).toBe('Aussteller');
    expect(sponsorTypeName(english, 'Exhibitor')).toBe('Exhibitor');
  });

  it('show a type the texts do not know as it comes', () => {
    expect(sponsorTypeName(german, 'Diamond')).toBe('Diamond');
    expect(sponsorTypeName(german, 'constructor')).toBe('constructor');
  });
});
