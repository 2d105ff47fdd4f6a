import { describe, expect, it } from 'vitest';
import { TV_CHANNELS, type MediaSources } from '../../contracts';
import { TV_PAGES } from '../routes';
import {
  chooseVideoSource,
  episodeOf,
  formatDuration,
  MP4_TYPE,
  parseWatchedIds,
  tvChannelOf,
  WATCHED_LOCAL_LIMIT,
  WEBM_TYPE,
  withWatched,
} from './tv';

const video: MediaSources = { Kind: 'video', Hls: '/h/index.m3u8', Webm: '/h.webm', Mp4: '/h.mp4', Audio: null };
const support = (nativeHls: boolean, mseH264: boolean, types: string[]) => ({
  nativeHls,
  mseH264,
  canPlay: (type: string) => types.includes(type),
});

describe('the TV page', () => {
  it('has the three channels the route names, the daily highlights without a sub-page', () => {
    expect([...TV_CHANNELS]).toEqual([...TV_PAGES]);
    expect(tvChannelOf(undefined)).toBe('dailyhighlights');
    expect(tvChannelOf('podcast')).toBe('podcast');
    expect(tvChannelOf('other')).toBe('dailyhighlights');
  });

  it('plays the episode the address names, a malformed id none', () => {
    expect(episodeOf({ episode: 'dh-2' })).toBe('dh-2');
    expect(episodeOf({ episode: '<x>' })).toBeNull();
    expect(episodeOf({})).toBeNull();
  });

  it('plays HLS first where it can, else WebM, else MP4', () => {
    expect(chooseVideoSource(video, support(true, false, []))).toEqual({ via: 'native-hls', url: '/h/index.m3u8' });
    expect(chooseVideoSource(video, support(false, true, [WEBM_TYPE]))).toEqual({ via: 'hls.js', url: '/h/index.m3u8' });
    expect(chooseVideoSource(video, support(false, false, [WEBM_TYPE, MP4_TYPE]))).toEqual({
      via: 'file',
      url: '/h.webm',
      type: WEBM_TYPE,
    });
    expect(chooseVideoSource(video, support(false, false, [MP4_TYPE]))).toEqual({ via: 'file', url: '/h.mp4', type: MP4_TYPE });
    expect(chooseVideoSource(video, support(false, false, []))).toEqual({ via: 'none' });
  });

  it('keeps a visitor’s watched ids in local storage without repeats, within the limit', () => {
    expect(parseWatchedIds('["a","b",3,"<x>"]')).toEqual(['a', 'b']);
    expect(parseWatchedIds('not json')).toEqual([]);
    expect(parseWatchedIds(null)).toEqual([]);
    expect(withWatched(['a', 'b'], 'a')).toEqual(['b', 'a']);
    const many = Array.from({ length: WATCHED_LOCAL_LIMIT }, (_, index) => `e${index}`);
    expect(withWatched(many, 'new')).toHaveLength(WATCHED_LOCAL_LIMIT);
    expect(withWatched(many, 'new').at(-1)).toBe('new');
  });

  it('writes durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(8)).toBe('0:08');
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
});
