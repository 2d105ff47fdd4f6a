import { describe, expect, it } from 'vitest';
import { parsePlazaConfig } from '../../../src/core/plaza/config';
import { EHC2026 } from './catalogue';
import { plazaAppConfig } from './plaza';

describe('the seeded plaza (config_json plaza)', () => {
  it('reads without a warning: tiles to the live rooms, lounges, meeting hub, networking, news and more', () => {
    for (const language of ['en-GB', 'de-DE'] as const) {
      const { config, warnings } = parsePlazaConfig(plazaAppConfig(EHC2026, language));
      expect(warnings).toEqual([]);
      expect(config.tiles.map((tile) => tile.id)).toEqual([
        'live',
        'lounges',
        'meetings',
        'networking',
        'news',
        'programme',
        'posters',
        'helpdesk',
      ]);
      expect(config.tiles.find((tile) => tile.id === 'networking')?.key).toBe('networking');
    }
    expect(parsePlazaConfig(plazaAppConfig(EHC2026, 'de-DE')).config.intro).toMatch(/^Willkommen auf der Plaza/);
  });
});
