// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { embedParam, readEmbedPath } from './embedAddress';
import { withEmbedPath, writeEmbedPath } from './embedHistory';

const SESSION = '/demo/ehc2026/en-GB/session/10005';

describe('the parameter an element keeps its page in', () => {
  it('is vmx-<id> for an element with an id, the id itself when it already starts with vmx-, and the tag without one', () => {
    expect(embedParam({ id: 'programme', localName: 'vmx-programme' })).toBe('vmx-programme');
    expect(embedParam({ id: 'personal', localName: 'vmx-programme' })).toBe('vmx-personal');
    expect(embedParam({ id: 'vmx-left', localName: 'vmx-programme' })).toBe('vmx-left');
    expect(embedParam({ id: '', localName: 'vmx-exhibitors' })).toBe('vmx-exhibitors');
  });
});

describe('reading the path', () => {
  it('finds the element’s path among the host’s own parameters', () => {
    expect(readEmbedPath(`?lang=en&vmx-programme=${SESSION}&x=1`, 'vmx-programme')).toBe(SESSION);
    expect(readEmbedPath(`?vmx-programme=${encodeURIComponent('/a/b/c/search?q=heart failure')}`, 'vmx-programme')).toBe(
      '/a/b/c/search?q=heart failure',
    );
  });

  it('ignores another element’s parameter, a missing one and anything that is not a path on the same origin', () => {
    expect(readEmbedPath(`?vmx-personal=${SESSION}`, 'vmx-programme')).toBeNull();
    expect(readEmbedPath('', 'vmx-programme')).toBeNull();
    for (const value of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '%E0%A4%A']) {
      expect(readEmbedPath(`?vmx-programme=${value}`, 'vmx-programme'), value).toBeNull();
    }
  });
});

describe('writing the path', () => {
  const address = { pathname: '/society/programme', search: '?utm_source=mail&flag&q=a+b', hash: '#top' };

  it('adds the element’s parameter and keeps every other parameter as written, in order, and the hash', () => {
    expect(withEmbedPath(address, 'vmx-programme', SESSION)).toBe(
      `/society/programme?utm_source=mail&flag&q=a+b&vmx-programme=${SESSION}#top`,
    );
  });

  it('replaces its own earlier value and leaves another element’s alone', () => {
    const once = withEmbedPath({ ...address, search: `?vmx-personal=/p&vmx-programme=/old` }, 'vmx-programme', SESSION);
    expect(once).toBe(`/society/programme?vmx-personal=/p&vmx-programme=${SESSION}#top`);
  });

  it('removes its parameter for null, leaving no empty "?"', () => {
    expect(withEmbedPath({ pathname: '/p', search: `?vmx-programme=${SESSION}`, hash: '' }, 'vmx-programme', null)).toBe('/p');
    expect(withEmbedPath({ ...address, search: `?a=1&vmx-programme=${SESSION}` }, 'vmx-programme', null)).toBe(
      '/society/programme?a=1#top',
    );
  });

  it('round-trips a path with its own query', () => {
    const path = '/demo/ehc2026/en-GB/search?q=heart&day=2026-06-10';
    const written = withEmbedPath(address, 'vmx-programme', path);
    expect(readEmbedPath(new URL(written, 'https://host.example').search, 'vmx-programme')).toBe(path);
  });
});

describe('in the browser', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('pushes one history entry per page, carrying the host’s state, and replaces when asked', () => {
    history.replaceState({ hostRouter: 1 }, '', '/host?keep=1');
    const before = history.length;
    writeEmbedPath('vmx-programme', SESSION, false);
    expect(history.length).toBe(before + 1);
    expect(location.search).toBe(`?keep=1&vmx-programme=${SESSION}`);
    expect(history.state).toEqual({ hostRouter: 1 });
    writeEmbedPath('vmx-programme', null, true);
    expect(history.length).toBe(before + 1);
    expect(location.search).toBe('?keep=1');
  });

  it('writes nothing when the address already says so', () => {
    history.replaceState(null, '', '/host');
    const before = history.length;
    writeEmbedPath('vmx-programme', null, false);
    expect(history.length).toBe(before);
  });
});
