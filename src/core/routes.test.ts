import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLanguageCode } from './language';
import { PROFILE_PAGE_SHAPE, profilePath } from './profileLink';
import { canonicalRedirect, containerMode, notFoundEventAddress, parseQuery, parseRoute, programmeFilter } from './routeParse';
import {
  buildPath,
  buildRoute,
  CONTAINER_MODES,
  PROGRAMME_FILTERS,
  QUERY_FLAGS,
  ROUTE_NAMES,
  ROUTE_SHAPES,
  routeNeedsEvent,
  routeParams,
  TV_PAGES,
  type RouteName,
} from './routes';

const address = { instance: 'esc', event: 'congress2025', language: 'en-GB' };

/** One sample value per param name. */
const SAMPLE: Record<string, string> = {
  ...address,
  subApplicationRoute: 'step-1',
  module: 'program',
  id: '42',
  pageName: 'about-us',
  page: 'lounge',
  companyAccountId: 'c-1001',
  tvPage: 'podcast',
  userId: 'u-7',
  sessionId: 's-9',
  presentationId: 'p-3',
  jobsId: 'j-5',
};

function sampleParams(name: RouteName, withOptional: boolean): Record<string, string> {
  const params: Record<string, string> = {};
  for (const p of routeParams(name)) if (p.mod === '' || withOptional) params[p.name] = SAMPLE[p.name]!;
  return params;
}

describe('route names', () => {
  it('include every route name listed in shell section 2', () => {
    const listed =
      'HomePage, LoginPage, CreateAccountPage, PasswordRetrievalPage, ConfirmationPage, ResetPasswordPage, CorrelatePage, UserDataSyncPage, AuthPage, HoldingPage, NoaccessPage, UserFormPage, AssemblyPage, VenuePage, SurveyPage, SubmissionPage, MaintenancePage, ContactPage, ContentPage, ListPage, ProfilePage, IndustryLandingPage, IndustryLandingPageProfile, IndustryLanding, MyAreaPage, NotificationsPage, ProgramPage, ProgramLandingPage, LivePage, PosterPage, SymposiaPage, IndustrySymposiaPage, ProductsPage, MeetingHubPage, PagSearchPage, PresentationSearchPage, FacultySearchPage, AbstractSearchPage, not-found';
    for (const name of listed.split(', ')) expect(ROUTE_NAMES).toContain(name);
  });

  it('every route but ErrorPage and not-found carries instance, event and language', () => {
    for (const name of ROUTE_NAMES) {
      const names = routeParams(name).map((p) => p.name);
      const carries = ['instance', 'event', 'language'].every((p) => names.includes(p));
      expect(routeNeedsEvent(name)).toBe(carries);
      expect(carries).toBe(name !== 'ErrorPage' && name !== 'not-found');
    }
  });
});

describe('buildPath and parseRoute round trip', () => {
  it.each(ROUTE_NAMES)('%s: build with every param, then parse, gives the same route', (name) => {
    const params = sampleParams(name, true);
    const path = buildRoute({ name, params });
    expect(parseRoute(path)).toEqual({ name, params, query: {} });
  });

  it.each(ROUTE_NAMES)('%s: build with only the required params, then parse, gives the same route', (name) => {
    const params = sampleParams(name, false);
    expect(parseRoute(buildRoute({ name, params }))).toEqual({ name, params, query: {} });
  });

  it('writes the path shapes of both documents', () => {
    const cases: [string, string][] = [
      [buildPath('HomePage', address), '/home/esc/congress2025/en-GB'],
      [
        buildPath('LoginPage', address, { returnUrl: '/home/esc/congress2025/en-GB' }),
        '/login/esc/congress2025/en-GB?returnUrl=%2Fhome%2Fesc%2Fcongress2025%2Fen-GB',
      ],
      [buildPath('AuthPage', address), '/auth/esc/congress2025/en-GB'],
      [buildPath('CorrelatePage', address), '/esc/congress2025/en-GB/auth/correlate'],
      [buildPath('UserDataSyncPage', address), '/esc/congress2025/en-GB/auth/correlate/userdatasync'],
      [buildPath('NoaccessPage', address, { prevPage: 'SessionPage' }), '/noaccess/esc/congress2025/en-GB?prevPage=SessionPage'],
      [buildPath('PasswordRetrievalPage', address), '/forgotpassword/esc/congress2025/en-GB'],
      [buildPath('SurveyPage', address), '/esc/congress2025/en-GB/survey'],
      [buildPath('RegistrationPage', address), '/esc/congress2025/en-GB/registration'],
      [buildPath('RegistrationPage', { ...address, subApplicationRoute: 'pay' }), '/esc/congress2025/en-GB/registration/pay'],
      [buildPath('RegistrationLandingPage', address), '/esc/congress2025/en-GB/registrationLanding'],
      [buildPath('SubmissionPage', address), '/esc/congress2025/en-GB/submission'],
      [buildPath('SubmissionPage', { ...address, module: 'abstracts/edit/7' }), '/esc/congress2025/en-GB/submission/abstracts/edit/7'],
      [buildPath('MyAreaPage', address), '/myarea/esc/congress2025/en-GB'],
      [buildPath('MyAreaPage', { ...address, module: 'inbox', id: '3' }), '/myarea/esc/congress2025/en-GB/inbox/3'],
      [buildPath('ContentPage', { ...address, pageName: 'imprint' }), '/esc/congress2025/en-GB/page/imprint'],
      [buildPath('ListPage', address), '/esc/congress2025/en-GB/list'],
      [buildPath('ProfilePage', { ...address, companyAccountId: 'c1', page: 'lounge' }), '/esc/congress2025/en-GB/profile/c1/lounge'],
      [buildPath('IndustryLandingPage', address), '/industrylandingpage/esc/congress2025/en-GB'],
      [
        buildPath('IndustryLandingPageProfile', { ...address, page: 'profile', companyAccountId: 'c1' }),
        '/industrylandingpage/esc/congress2025/en-GB/profile/c1',
      ],
      [buildPath('IndustryLanding', address), '/esc/congress2025/en-GB/industryLanding'],
      [buildPath('IndustrySymposiaPage', address), '/esc/congress2025/en-GB/industrySymposia'],
      [buildPath('FacultyPage', { ...address, userId: '5' }), '/esc/congress2025/en-GB/faculty/5'],
      [buildPath('PagSearchPage', address, { filter: 'industry' }), '/esc/congress2025/en-GB/search?filter=industry'],
      [buildPath('PresentationPlayerPage', { ...address, presentationId: '8' }), '/presentationplayer/esc/congress2025/en-GB/8'],
      [buildPath('CharityProjectPage', { ...address, id: '2' }), '/esc/congress2025/en-GB/charity/project/2'],
      [buildPath('JobPage', { ...address, jobsId: '4' }), '/esc/congress2025/en-GB/jobs/4'],
      [buildPath('AwardWinnersPage', address), '/esc/congress2025/en-GB/award-winners'],
      [buildPath('TvPage', address), '/tv/esc/congress2025/en-GB'],
      [buildPath('TvPage', { ...address, tvPage: 'dailyhighlights' }), '/tv/esc/congress2025/en-GB/dailyhighlights'],
      [buildPath('ErrorPage', {}), '/error'],
      [buildPath('not-found', {}), '/not-found'],
    ];
    for (const [built, expected] of cases) expect(built).toBe(expected);
  });

  it('reads every TV sub-page, and a TV sub-page outside the list is not found', () => {
    for (const tvPage of TV_PAGES) {
      expect(parseRoute(`/tv/esc/congress2025/en-GB/${tvPage}`).params.tvPage).toBe(tvPage);
    }
    expect(parseRoute('/tv/esc/congress2025/en-GB/cartoons').name).toBe('not-found');
  });

  it('property: any non-empty param values survive build then parse (languages normalised)', () => {
    // Random text, and words that could confuse the matcher: languages and the literal words of the shapes.
    const words = [...new Set(Object.values(ROUTE_SHAPES).flatMap((shapes) => shapes.flatMap((shape) => shape.split('/'))))].filter(
      (s) => s !== '' && !s.startsWith(':'),
    );
    const value = fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
      fc.constantFrom('de', 'en-GB', 'EN', '.', '..', '%', '%20', ...words),
    );
    const restValue = fc
      .array(
        value.filter((s) => !s.includes('/')),
        { minLength: 1, maxLength: 4 },
      )
      .map((parts) => parts.join('/'));
    const language = fc.constantFrom(
      ['en', 'en'],
      ['EN-gb', 'en-GB'],
      ['de_de', 'de-DE'],
      ['DE', 'de'],
      ['es-419', 'es-419'],
      ['zh-cn', 'zh-CN'],
      ['en-EN', 'en-EN'],
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTE_NAMES),
        fc.dictionary(fc.constantFrom(...Object.keys(SAMPLE)), value),
        restValue,
        language,
        fc.boolean(),
        (name, values, rest, [lang, normalised], withOptional) => {
          const params: Record<string, string> = {};
          const expected: Record<string, string> = {};
          for (const p of routeParams(name)) {
            if (p.mod !== '' && !withOptional) continue;
            let v = values[p.name] ?? SAMPLE[p.name]!;
            if (p.mod === '*') v = rest;
            if (p.name === 'tvPage') v = SAMPLE.tvPage!;
            params[p.name] = p.name === 'language' ? lang : v;
            expected[p.name] = p.name === 'language' ? normalised : v;
          }
          const path = buildRoute({ name, params, query: { preview: '', returnUrl: rest } });
          expect(parseRoute(path)).toEqual({ name, params: expected, query: { preview: '', returnUrl: rest } });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('parseRoute', () => {
  it('reads the alternative login shape /{i}/{e}/{l}/auth/login as LoginPage', () => {
    expect(parseRoute('/esc/congress2025/en-GB/auth/login')).toEqual({ name: 'LoginPage', params: address, query: {} });
  });

  it('reads the older programme shape with query user, presentation or session as ProgramPage', () => {
    for (const key of ['user', 'presentation', 'session']) {
      expect(parseRoute('/program/esc/congress2025/en-GB', `?${key}=12`)).toEqual({
        name: 'ProgramPage',
        params: address,
        query: { [key]: '12' },
      });
    }
  });

  it('reads the older live shape with query roomid as LivePage', () => {
    expect(parseRoute('/live/esc/congress2025/en-GB?roomid=r1')).toEqual({ name: 'LivePage', params: address, query: { roomid: 'r1' } });
  });

  it('reads the presentation player shape with its presentationId', () => {
    expect(parseRoute('/presentationplayer/esc/congress2025/en-GB/99')).toEqual({
      name: 'PresentationPlayerPage',
      params: { ...address, presentationId: '99' },
      query: {},
    });
  });

  it('keeps the query flags, a flag without value as an empty string', () => {
    const search =
      '?preview&previewLounge=1&container=app&jwt_token=abc.def&state=xyz&companyLoungeRedirectDisabled=true&lounge=1&noheader&prevPage=%2Fhome&returnUrl=%2Flogin%3Fa%3Db';
    const route = parseRoute('/home/esc/congress2025/en-GB', search);
    expect(Object.keys(route.query)).toEqual([...QUERY_FLAGS]);
    expect(route.query).toMatchObject({
      preview: '',
      noheader: '',
      container: 'app',
      jwt_token: 'abc.def',
      prevPage: '/home',
      returnUrl: '/login?a=b',
    });
  });

  it('takes the query from the pathname when no search is given, ignores a hash, and the first of repeated params wins', () => {
    expect(parseRoute('/home/esc/congress2025/en-GB?preview=1&preview=0#top')).toEqual({
      name: 'HomePage',
      params: address,
      query: { preview: '1' },
    });
  });

  it('keeps a query param named __proto__ as a plain entry', () => {
    const query = parseQuery('?__proto__=x');
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.keys(query)).toEqual(['__proto__']);
  });

  it('gives not-found for unknown paths, the root, short paths and invalid languages', () => {
    for (const path of [
      '/',
      '',
      '/nothing',
      '/home/esc/congress2025',
      '/home/esc/congress2025/english',
      '/esc/congress2025/en-GB/unknown',
      '/home/esc/congress2025/en-GB/extra',
      '/esc/congress2025/en-GB/session',
      '/home//congress2025/en-GB',
      '/not-found',
      '/some/deep/unknown/path/here',
    ]) {
      expect(parseRoute(path)).toEqual({ name: 'not-found', params: {}, query: {} });
    }
  });

  it('reads /error as ErrorPage', () => {
    expect(parseRoute('/error').name).toBe('ErrorPage');
  });

  it('accepts a trailing slash', () => {
    expect(parseRoute('/home/esc/congress2025/en-GB/').name).toBe('HomePage');
  });

  it('normalises the language of the address', () => {
    expect(parseRoute('/home/esc/congress2025/EN-gb').params.language).toBe('en-GB');
    expect(parseRoute('/esc/congress2025/de_de/poster').params.language).toBe('de-DE');
  });

  it('accepts the all-lower-case variant of every camelCase word, but not other letter cases', () => {
    let camel = 0;
    for (const name of ROUTE_NAMES) {
      for (const shape of ROUTE_SHAPES[name]) {
        const words = shape.split('/').filter((s) => s !== '' && !s.startsWith(':') && s !== s.toLowerCase());
        for (const word of words) {
          camel++;
          const path = shape
            .split('/')
            .map((s) => (s.startsWith(':') ? SAMPLE[s.replace(/^:|[?*]$/g, '')] : s))
            .join('/');
          expect(parseRoute(path).name).toBe(name);
          expect(parseRoute(path.replace(`/${word}`, `/${word.toLowerCase()}`)).name).toBe(name);
          expect(parseRoute(path.replace(`/${word}`, `/${word.toUpperCase()}`)).name).toBe('not-found');
        }
      }
    }
    expect(camel).toBeGreaterThanOrEqual(6);
    expect(parseRoute('/esc/congress2025/en-GB/industrysymposia').name).toBe('IndustrySymposiaPage');
    expect(parseRoute('/esc/congress2025/en-GB/presentationsearch').name).toBe('PresentationSearchPage');
  });

  it('decodes params and encodes them when building', () => {
    const companyAccountId = 'A&B Pharma/Ltd ?#% ü';
    const path = buildPath('ProfilePage', { ...address, companyAccountId });
    expect(path).toBe('/esc/congress2025/en-GB/profile/A%26B%20Pharma%2FLtd%20%3F%23%25%20%C3%BC');
    expect(parseRoute(path).params.companyAccountId).toBe(companyAccountId);
  });

  it('keeps dot-only params as params', () => {
    const path = buildPath('ContentPage', { ...address, pageName: '..' });
    expect(path).toBe('/esc/congress2025/en-GB/page/%2E%2E');
    expect(parseRoute(path).params.pageName).toBe('..');
  });

  it('gives not-found for a param that is not valid percent-encoding', () => {
    expect(parseRoute('/esc/congress2025/en-GB/session/%E0%A4%A').name).toBe('not-found');
  });

  it('reads the submission module as zero or more segments', () => {
    expect(parseRoute('/esc/congress2025/en-GB/submission').params.module).toBeUndefined();
    expect(parseRoute('/esc/congress2025/en-GB/submission/a').params.module).toBe('a');
    expect(parseRoute('/esc/congress2025/en-GB/submission/a/b%20c/d').params.module).toBe('a/b c/d');
  });

  it('tells the industry landing page from its profile by the number of segments', () => {
    expect(parseRoute('/industrylandingpage/esc/congress2025/en-GB').name).toBe('IndustryLandingPage');
    expect(parseRoute('/industrylandingpage/esc/congress2025/en-GB/symposia')).toMatchObject({
      name: 'IndustryLandingPage',
      params: { page: 'symposia' },
    });
    expect(parseRoute('/industrylandingpage/esc/congress2025/en-GB/profile/c1')).toMatchObject({
      name: 'IndustryLandingPageProfile',
      params: { page: 'profile', companyAccountId: 'c1' },
    });
  });

  it('keeps the two families of shapes apart: no word after {i}/{e}/{l} looks like a language code', () => {
    for (const name of ROUTE_NAMES) {
      for (const shape of ROUTE_SHAPES[name]) {
        const segments = shape.split('/').filter((s) => s !== '');
        if (segments[2] === ':language') expect(isLanguageCode(segments[3])).toBe(false);
      }
    }
    // An instance named like a prefix word is still read as an instance.
    expect(parseRoute('/home/congress2025/en-GB/survey')).toEqual({
      name: 'SurveyPage',
      params: { instance: 'home', event: 'congress2025', language: 'en-GB' },
      query: {},
    });
  });
});

describe('buildPath errors', () => {
  it('names the route and the missing param', () => {
    expect(() => buildPath('SessionPage', address as never)).toThrow('buildPath(SessionPage): param "sessionId" is missing');
    expect(() => buildPath('HomePage', { ...address, event: '' })).toThrow('param "event" is missing');
    expect(() => buildRoute({ name: 'HomePage', params: {} })).toThrow('param "instance" is missing');
  });

  it('refuses an optional param whose predecessor is missing', () => {
    expect(() => buildPath('MyAreaPage', { ...address, id: '3' })).toThrow('param "id" needs param "module"');
  });

  it('refuses a language that is not a language code and a TV sub-page outside the list', () => {
    expect(() => buildPath('HomePage', { ...address, language: 'english' })).toThrow('param "language" is not a language code');
    expect(() => buildPath('TvPage', { ...address, tvPage: 'cartoons' })).toThrow(
      'param "tvPage" must be one of dailyhighlights, speakerinterviews, podcast',
    );
  });

  it('leaves out query values that are null or undefined', () => {
    expect(buildPath('HomePage', address, { preview: null, noheader: undefined, lounge: '1' })).toBe(
      '/home/esc/congress2025/en-GB?lounge=1',
    );
  });
});

describe('canonicalRedirect', () => {
  it('maps /program?session, ?presentation and ?user to the session, presentation and faculty pages, keeping the other query', () => {
    expect(canonicalRedirect(parseRoute('/program/esc/congress2025/en-GB?session=s1&preview'))).toBe(
      '/esc/congress2025/en-GB/session/s1?preview=',
    );
    expect(canonicalRedirect(parseRoute('/program/esc/congress2025/en-GB?presentation=p%201'))).toBe(
      '/esc/congress2025/en-GB/presentation/p%201',
    );
    expect(canonicalRedirect(parseRoute('/program/esc/congress2025/en-GB?user=u1'))).toBe('/esc/congress2025/en-GB/faculty/u1');
  });

  it('prefers session, then presentation, then user', () => {
    expect(canonicalRedirect(parseRoute('/program/esc/congress2025/en-GB?user=u1&presentation=p1&session=s1'))).toBe(
      '/esc/congress2025/en-GB/session/s1?user=u1&presentation=p1',
    );
  });

  it('is null for /program without those queries, for /live, the presentation player and modern routes', () => {
    for (const path of [
      '/program/esc/congress2025/en-GB',
      '/program/esc/congress2025/en-GB?session=',
      '/live/esc/congress2025/en-GB?roomid=1',
      '/presentationplayer/esc/congress2025/en-GB/1',
      '/home/esc/congress2025/en-GB',
      '/nothing',
    ]) {
      expect(canonicalRedirect(parseRoute(path))).toBeNull();
    }
  });
});

describe('query helpers', () => {
  it('reads the container flag: app or terminal, else null', () => {
    expect(CONTAINER_MODES).toEqual(['app', 'terminal']);
    expect(containerMode({ container: 'app' })).toBe('app');
    expect(containerMode({ container: 'Terminal' })).toBe('terminal');
    expect(containerMode({ container: 'tv' })).toBeNull();
    expect(containerMode({})).toBeNull();
  });

  it('reads the programme filter industry, industryspecial or scientificprogram', () => {
    expect(PROGRAMME_FILTERS).toEqual(['industry', 'industryspecial', 'scientificprogram']);
    for (const filter of PROGRAMME_FILTERS)
      expect(programmeFilter(parseRoute('/esc/congress2025/en-GB/search', `?filter=${filter}`).query)).toBe(filter);
    expect(programmeFilter({ filter: 'other' })).toBeNull();
  });
});

describe('profile links', () => {
  it('build the same path as the route table, which takes its ProfilePage shape from them', () => {
    expect(ROUTE_SHAPES.ProfilePage[0]).toBe(PROFILE_PAGE_SHAPE);
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.option(fc.string({ minLength: 1 }), { nil: undefined }), (companyAccountId, page) => {
        const params = { ...address, companyAccountId, page };
        expect(profilePath(params)).toBe(buildPath('ProfilePage', params));
      }),
    );
  });
});

describe('notFoundEventAddress', () => {
  it('gives the event of an unknown page under an event address, so its not-found page speaks the event language', () => {
    expect(notFoundEventAddress('/esc/congress2025/de-de/does-not-exist')).toEqual({ ...address, language: 'de-DE' });
    expect(notFoundEventAddress('/esc/congress2025/en-GB/does/not/exist?x=1')).toEqual(address);
    expect(notFoundEventAddress('/nosuchpage/esc/congress2025/en-GB/extra')).toEqual(address);
  });

  it('is null for an address that is a route, or that carries no event address', () => {
    expect(notFoundEventAddress('/esc/congress2025/en-GB/search')).toBeNull();
    expect(notFoundEventAddress('/not-found')).toBeNull();
    expect(notFoundEventAddress('/a/b')).toBeNull();
    expect(notFoundEventAddress('/one/two/three-four/five/six')).toBeNull();
  });
});
