import { describe, expect, it } from 'vitest';
import {
  addressCarriesCredential,
  frameHostMessage,
  frameMessage,
  framedPathParam,
  framedSrc,
  frameReportingOn,
  hostHrefWithPath,
  isFrameHostMessage,
  isFramedPath,
  MAX_FRAME_HEIGHT_PX,
  MAX_FRAMED_PATH_LENGTH,
  parseEmbeddingOrigins,
  parseFrameMessage,
  reportedPath,
  reportTargetOrigin,
} from './frame';

/** Paths a host must never put into its iframe (other origins, scripts, odd characters). */
const UNSAFE_PATHS: unknown[] = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'https://evil.example/home/demo/ehc2026/en-GB',
  '//evil.example/home',
  '/\\evil.example/home',
  '\\\\evil.example',
  'home/demo',
  '',
  '/home#top',
  '/home\n/x',
  '/\t/evil.example',
  '/\n/evil.example',
  '/home demo',
  `/${'a'.repeat(MAX_FRAMED_PATH_LENGTH)}`,
  null,
  42,
];

describe('frameReportingOn', () => {
  it('reports only inside a parent frame and with noheader', () => {
    expect(frameReportingOn({ framed: true, noheader: true })).toBe(true);
    expect(frameReportingOn({ framed: true, noheader: false })).toBe(false);
    expect(frameReportingOn({ framed: false, noheader: true })).toBe(false);
  });
});

describe('isFramedPath', () => {
  it('takes a path with its query on the frame’s own origin', () => {
    expect(isFramedPath('/home/demo/ehc2026/en-GB')).toBe(true);
    expect(isFramedPath('/programme/demo/ehc2026/en-GB/search?q=heart%20failure&noheader=true')).toBe(true);
  });

  it('refuses other origins, javascript: and malformed paths', () => {
    for (const path of UNSAFE_PATHS) expect(isFramedPath(path), String(path)).toBe(false);
  });
});

describe('frameMessage and parseFrameMessage', () => {
  it('round-trips a message, its height rounded up', () => {
    const message = frameMessage(812.2, '/home/demo/ehc2026/en-GB');
    expect(message).toEqual({ type: 'vmx:frame', version: 1, height: 813, path: '/home/demo/ehc2026/en-GB' });
    expect(parseFrameMessage(message)).toEqual(message);
    expect(parseFrameMessage(JSON.parse(JSON.stringify(message)))).toEqual(message);
  });

  it('never builds a negative height', () => {
    expect(frameMessage(-3, '/').height).toBe(0);
  });

  it('refuses another type or version, a height that is no page’s, and an unsafe path', () => {
    const good = frameMessage(500, '/home/demo/ehc2026/en-GB');
    expect(parseFrameMessage(null)).toBeNull();
    expect(parseFrameMessage('vmx:frame')).toBeNull();
    expect(parseFrameMessage({ ...good, type: 'vmx:other' })).toBeNull();
    expect(parseFrameMessage({ ...good, version: 2 })).toBeNull();
    expect(parseFrameMessage({ ...good, height: '500' })).toBeNull();
    expect(parseFrameMessage({ ...good, height: Number.NaN })).toBeNull();
    expect(parseFrameMessage({ ...good, height: Number.POSITIVE_INFINITY })).toBeNull();
    expect(parseFrameMessage({ ...good, height: -1 })).toBeNull();
    expect(parseFrameMessage({ ...good, height: MAX_FRAME_HEIGHT_PX + 1 })).toBeNull();
    expect(parseFrameMessage({ ...good, height: MAX_FRAME_HEIGHT_PX })).not.toBeNull();
    for (const path of UNSAFE_PATHS) expect(parseFrameMessage({ ...good, path }), String(path)).toBeNull();
  });
});

describe('the host’s answer', () => {
  it('is recognised, and nothing else is', () => {
    expect(isFrameHostMessage(frameHostMessage())).toBe(true);
    expect(isFrameHostMessage({ type: 'vmx:frame-host', version: 2 })).toBe(false);
    expect(isFrameHostMessage(frameMessage(10, '/'))).toBe(false);
    expect(isFrameHostMessage(null)).toBe(false);
  });
});

describe('framedPathParam', () => {
  it('is vmx-path, with the frame’s name when it has one', () => {
    expect(framedPathParam(null)).toBe('vmx-path');
    expect(framedPathParam('')).toBe('vmx-path');
    expect(framedPathParam(' programme ')).toBe('vmx-path-programme');
  });
});

describe('framedSrc', () => {
  const src = 'https://congress.example/home/demo/ehc2026/en-GB?noheader=true';

  it('puts the stored path on the src’s origin and keeps the src’s own parameters', () => {
    expect(framedSrc(src, '/programme/demo/ehc2026/en-GB/search?q=heart')).toBe(
      'https://congress.example/programme/demo/ehc2026/en-GB/search?q=heart&noheader=true',
    );
    expect(framedSrc(src, '/home/demo/ehc2026/en-GB?noheader=1')).toBe('https://congress.example/home/demo/ehc2026/en-GB?noheader=1');
  });

  it('gives nothing for an unsafe or missing path, or a src that is not http(s)', () => {
    for (const path of [...UNSAFE_PATHS, null]) expect(framedSrc(src, path as string | null), String(path)).toBeNull();
    expect(framedSrc('javascript:alert(1)', '/home')).toBeNull();
    expect(framedSrc('not a url', '/home')).toBeNull();
  });
});

describe('hostHrefWithPath', () => {
  const host = 'https://society.example/congress.html?lang=en';

  it('keeps the framed path in the parameter, replacing an older one', () => {
    const once = hostHrefWithPath(host, 'vmx-path', '/programme/demo/ehc2026/en-GB/search?q=a&b=c', '/home');
    expect(new URL(once).searchParams.get('vmx-path')).toBe('/programme/demo/ehc2026/en-GB/search?q=a&b=c');
    expect(new URL(once).searchParams.get('lang')).toBe('en');
    const twice = hostHrefWithPath(once, 'vmx-path', '/venue/demo/ehc2026/en-GB', '/home');
    expect(new URL(twice).searchParams.getAll('vmx-path')).toEqual(['/venue/demo/ehc2026/en-GB']);
  });

  it('leaves the address clean when the frame shows its first page', () => {
    const away = hostHrefWithPath(host, 'vmx-path', '/venue/demo/ehc2026/en-GB', '/home?noheader=true');
    expect(hostHrefWithPath(away, 'vmx-path', '/home?noheader=true', '/home?noheader=true')).toBe(host);
    expect(hostHrefWithPath(away, 'vmx-path', null, '/home')).toBe(host);
  });
});

describe('reportedPath', () => {
  const PAGE = '/myarea/demo/ehc2026/en-GB';

  it('leaves out every credential and personal parameter and the search text', () => {
    const query =
      '?noheader=true&access_token=T&jwt_token=J&token=K&code=C&userId=7&email=a%40b.example&state=S&expires_in=60&token_type=Bearer' +
      '&id_token=I&session_state=X&q=my+diagnosis&search=x&searchText=y';
    expect(reportedPath(`${PAGE}${query}`)).toBe(`${PAGE}?noheader=true`);
  });

  it('keeps the parameters on its allow-list, in their order', () => {
    expect(reportedPath('/programme/demo/ehc2026/en-GB/search?view=sessions&q=heart&day=2026-03-01&tags=a%2Cb&noheader=true')).toBe(
      '/programme/demo/ehc2026/en-GB/search?view=sessions&day=2026-03-01&tags=a%2Cb&noheader=true',
    );
    expect(reportedPath('/home/demo/ehc2026/en-GB')).toBe('/home/demo/ehc2026/en-GB');
  });

  it('keeps returnUrl and prevPage only as platform paths, cleaned the same way', () => {
    const inner = `${PAGE}?noheader=true&access_token=T&q=x`;
    expect(reportedPath(`/login/demo/ehc2026/en-GB?returnUrl=${encodeURIComponent(inner)}`)).toBe(
      `/login/demo/ehc2026/en-GB?returnUrl=${encodeURIComponent(`${PAGE}?noheader=true`)}`,
    );
    expect(reportedPath('/noaccess/demo/ehc2026/en-GB?prevPage=https%3A%2F%2Fevil.example%2F')).toBe('/noaccess/demo/ehc2026/en-GB');
  });

  it('gives nothing for a path that is not the platform’s', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) expect(reportedPath(path)).toBeNull();
  });
});

describe('addressCarriesCredential', () => {
  it('is true while a token, an OAuth answer or a one-time credential is in the query', () => {
    for (const search of ['?jwt_token=a', '?noheader=true&access_token=a', 'state=s', '?id_token=x', '?token=x']) {
      expect(addressCarriesCredential(search), search).toBe(true);
    }
    expect(addressCarriesCredential('?noheader=true&q=heart')).toBe(false);
    expect(addressCarriesCredential('')).toBe(false);
  });
});

describe('parseEmbeddingOrigins', () => {
  it('reads origins separated by spaces or commas, leaving out what is not an http(s) origin', () => {
    expect(
      parseEmbeddingOrigins('https://a.example http://127.0.0.1:4000, https://b.example/ *  null https://c.example/path javascript:x'),
    ).toEqual(['https://a.example', 'http://127.0.0.1:4000', 'https://b.example']);
    expect(parseEmbeddingOrigins(undefined)).toEqual([]);
    expect(parseEmbeddingOrigins('')).toEqual([]);
  });
});

describe('reportTargetOrigin', () => {
  const own = 'https://congress.example';
  const allowed = ['https://society.example'];

  it('is the parent’s origin when it is the platform’s own or an allowed one', () => {
    expect(reportTargetOrigin({ ownOrigin: own, ancestorOrigins: [own], referrer: '', embeddingOrigins: [] })).toBe(own);
    expect(
      reportTargetOrigin({ ownOrigin: own, ancestorOrigins: ['https://society.example'], referrer: '', embeddingOrigins: allowed }),
    ).toBe('https://society.example');
    // Browsers without ancestorOrigins: the page that framed it.
    expect(
      reportTargetOrigin({
        ownOrigin: own,
        ancestorOrigins: null,
        referrer: 'https://society.example/congress.html',
        embeddingOrigins: allowed,
      }),
    ).toBe('https://society.example');
  });

  it('is null for a foreign parent, an unknown parent or an opaque one, never a wildcard', () => {
    expect(
      reportTargetOrigin({ ownOrigin: own, ancestorOrigins: ['https://evil.example'], referrer: '', embeddingOrigins: allowed }),
    ).toBeNull();
    // ancestorOrigins wins over a referrer that names an allowed page.
    expect(
      reportTargetOrigin({
        ownOrigin: own,
        ancestorOrigins: ['https://evil.example'],
        referrer: 'https://society.example/',
        embeddingOrigins: allowed,
      }),
    ).toBeNull();
    expect(reportTargetOrigin({ ownOrigin: own, ancestorOrigins: ['null'], referrer: '', embeddingOrigins: allowed })).toBeNull();
    expect(reportTargetOrigin({ ownOrigin: own, ancestorOrigins: null, referrer: '', embeddingOrigins: allowed })).toBeNull();
    expect(reportTargetOrigin({ ownOrigin: own, ancestorOrigins: null, referrer: 'not a url', embeddingOrigins: allowed })).toBeNull();
  });
});
