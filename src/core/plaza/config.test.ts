import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAZA_TILES, parsePlazaConfig } from './config';

describe('parsePlazaConfig (config_json plaza, ours)', () => {
  it('shows the default tiles without a plaza key, without a warning', () => {
    const { config, warnings } = parsePlazaConfig({});
    expect(config.tiles.map((tile) => tile.id)).toEqual(['live', 'lounges', 'meetings', 'networking', 'news', 'programme']);
    expect(config.intro).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('the default tiles lead to the live rooms, lounges, meeting hub, networking, news and programme pages', () => {
    expect(DEFAULT_PLAZA_TILES.map((tile) => (tile.target.kind === 'page' ? tile.target.route : tile.target.href))).toEqual([
      'LivePage',
      'IndustryLandingPage',
      'MeetingHubPage',
      'MessagesPage',
      'NewsPage',
      'ProgramPage',
    ]);
  });

  it('reads configured tiles with their page, params, icon, texts and key', () => {
    const { config, warnings } = parsePlazaConfig({
      plaza: {
        intro: ' Welcome ',
        tiles: [
          {
            id: 'network',
            page: 'MyAreaPage',
            params: { module: 'network' },
            icon: 'chat',
            title: 'Networking',
            text: 'Meet people',
            key: 'networking',
          },
          { id: 'society', url: 'https://society.example/join', icon: 'star' },
        ],
      },
    });
    expect(warnings).toEqual([]);
    expect(config.intro).toBe('Welcome');
    expect(config.tiles).toEqual([
      {
        id: 'network',
        icon: 'chat',
        title: 'Networking',
        text: 'Meet people',
        target: { kind: 'page', route: 'MyAreaPage', params: { module: 'network' } },
        key: 'networking',
      },
      { id: 'society', icon: 'star', title: null, text: null, target: { kind: 'url', href: 'https://society.example/join' }, key: null },
    ]);
  });

  it('falls back to the defaults with a warning naming the key when plaza is not an object', () => {
    const { config, warnings } = parsePlazaConfig({ plaza: 'tiles please' });
    expect(config.tiles).toEqual(DEFAULT_PLAZA_TILES);
    expect(warnings).toEqual(['config_json: plaza is a string, not an object; using the default tiles']);
  });

  it('falls back to the defaults with a warning when tiles is not a list', () => {
    const { config, warnings } = parsePlazaConfig({ plaza: { tiles: { id: 'live' } } });
    expect(config.tiles).toEqual(DEFAULT_PLAZA_TILES);
    expect(warnings).toEqual(['config_json: plaza.tiles is an object, not a list; using the default tiles']);
  });

  it('leaves out a tile it cannot read and says which, keeping the rest', () => {
    const { config, warnings } = parsePlazaConfig({
      plaza: {
        tiles: [
          { id: 'live', page: 'LivePage', icon: 'play' },
          { id: 'bad-page', page: 'NoSuchPage' },
          { id: 'script', url: 'javascript:alert(1)' },
          { id: 'session', page: 'SessionPage' },
          { page: 'NewsPage' },
          42,
          { id: 'live', page: 'NewsPage' },
          { id: 'odd-icon', page: 'NewsPage', icon: 'rocket', params: { language: 'fr-FR' } },
        ],
      },
    });
    expect(config.tiles.map((tile) => tile.id)).toEqual(['live', 'odd-icon']);
    expect(config.tiles[1]).toMatchObject({ icon: 'link', target: { kind: 'page', route: 'NewsPage', params: {} } });
    expect(warnings).toHaveLength(8);
    expect(warnings[0]).toMatch(/^config_json: plaza\.tiles\[1\]\.page is not a page/);
    expect(warnings[1]).toMatch(/^config_json: plaza\.tiles\[2\] has neither a page nor/);
    expect(warnings[2]).toMatch(/^config_json: plaza\.tiles\[3\]: buildPath\(SessionPage\): param "sessionId" is missing/);
    expect(warnings[3]).toMatch(/tiles\[4\]\.id is missing/);
    expect(warnings[4]).toMatch(/tiles\[5\] is a number, not an object/);
    expect(warnings[5]).toMatch(/tiles\[6\]\.id "live" is used twice/);
    expect(warnings.slice(6).join()).toMatch(/tiles\[7\]\.params\.language is not a param a tile may set/);
    expect(warnings.slice(6).join()).toMatch(/tiles\[7\]\.icon is not one of play, lounge/);
  });

  it('shows the defaults when no configured tile can be shown', () => {
    const { config, warnings } = parsePlazaConfig({ plaza: { tiles: [{ id: 'x' }] } });
    expect(config.tiles).toEqual(DEFAULT_PLAZA_TILES);
    expect(warnings.at(-1)).toBe('config_json: plaza.tiles holds no tile that can be shown; using the default tiles');
  });
});
