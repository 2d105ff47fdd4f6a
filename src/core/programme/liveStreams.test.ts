import { describe, expect, it } from 'vitest';
import { LIVE_STREAMS_KEY, liveStreamOfRoom, liveStreamUrl, parseLiveStreams } from './liveStreams';

describe('live-stream configuration (config_json liveStreams, ours)', () => {
  it('reads streams by room id and by room name', () => {
    const { streams, warnings } = parseLiveStreams({
      [LIVE_STREAMS_KEY]: {
        '1': { type: 'iframe', url: '/demo/media/live/stream.html?room=Hall%20A' },
        'Hall B': { type: 'HLS', url: 'https://cdn.example.org/hall-b/index.m3u8', title: 'Hall B stream' },
      },
    });
    expect(warnings).toEqual([]);
    expect(liveStreamOfRoom(streams, { Id: 1, Name: 'Hall A – Plenary' })).toEqual({
      type: 'iframe',
      url: '/demo/media/live/stream.html?room=Hall%20A',
      title: null,
    });
    expect(liveStreamOfRoom(streams, { Id: 2, Name: ' hall b ' })).toEqual({
      type: 'hls',
      url: 'https://cdn.example.org/hall-b/index.m3u8',
      title: 'Hall B stream',
    });
    expect(liveStreamOfRoom(streams, { Id: 3, Name: 'Room Berlin' })).toBeNull();
  });

  it('prefers the room id over another room named like it', () => {
    const { streams } = parseLiveStreams({ liveStreams: { '7': { type: 'iframe', url: '/a' }, Hall: { type: 'iframe', url: '/b' } } });
    expect(liveStreamOfRoom(streams, { Id: 7, Name: 'Hall' })?.url).toBe('/a');
  });

  it('has no streams and no warning when the key is absent', () => {
    for (const config of [undefined, null, {}, { liveStreams: null }, 'text']) {
      const parsed = parseLiveStreams(config);
      expect(parsed.streams.byId.size).toBe(0);
      expect(parsed.warnings).toEqual([]);
    }
  });

  it('falls back to none with a warning when the key is not an object', () => {
    for (const value of ['https://x', 42, ['a'], true]) {
      const parsed = parseLiveStreams({ liveStreams: value });
      expect(parsed.streams.byId.size).toBe(0);
      expect(parsed.warnings).toHaveLength(1);
    }
  });

  it('leaves out malformed entries with a warning and keeps the good ones', () => {
    const { streams, warnings } = parseLiveStreams({
      liveStreams: {
        '1': 'https://example.org',
        '2': { type: 'rtmp', url: 'https://example.org/x' },
        '3': { type: 'iframe' },
        '4': { type: 'iframe', url: 'javascript:alert(1)' },
        '5': { type: 'hls', url: 'https://example.org/5.m3u8' },
        ' ': { type: 'iframe', url: '/x' },
      },
    });
    expect([...streams.byId.keys()]).toEqual(['5']);
    expect(warnings).toHaveLength(5);
    expect(warnings.join('\n')).toContain('liveStreams["4"].url');
  });

  it('takes http(s) URLs and relative paths, and refuses javascript:, data:, other hosts by // and bare words', () => {
    expect(liveStreamUrl('https://stream.example.org/a')).toBe('https://stream.example.org/a');
    expect(liveStreamUrl(' HTTP://stream.example.org/a ')).toBe('HTTP://stream.example.org/a');
    expect(liveStreamUrl('/demo/live.html')).toBe('/demo/live.html');
    expect(liveStreamUrl('./live.html')).toBe('./live.html');
    expect(liveStreamUrl('../live.html')).toBe('../live.html');
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '//evil.example/x',
      '/\\evil.example',
      'www.example.org',
      'https:',
      'https:///x',
      '',
      42,
      null,
      '/a\nb',
    ]) {
      expect(liveStreamUrl(bad), String(bad)).toBeNull();
    }
  });
});
