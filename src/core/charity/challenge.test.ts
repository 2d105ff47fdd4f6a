import { describe, expect, it } from 'vitest';
import type { CharityChallenge, CharityProject, SurveyRequest } from '../../contracts';
import {
  challengeState,
  challengeSurveyRequest,
  markChallengeDone,
  configuredIntro,
  parseCharityPageConfig,
  parseProjectId,
  preselectedProject,
  projectBannerUrl,
  rankHighscore,
  surveySavePayload,
} from './challenge';

const request = (id: number, done = false, userId = 0): SurveyRequest => ({
  SurveyItemSetId: 70 + id,
  Context: 'Charity',
  ContextShort: 'ehc2026',
  Instance: 'demo',
  Language: 'en-GB',
  SurveyEnitity: { Id: id, UserId: userId },
  EvaluationDone: done,
});

const challenge = (id: number, done = false): CharityChallenge => ({
  Id: id,
  Name: `Challenge ${id}`,
  Description: '',
  CompanyAccountId: null,
  CompanyAccountName: null,
  PointsPerCorrectAnswer: 10,
  SurveyRequest: request(id, done),
});

const project = (id: number): CharityProject => ({ Id: id, Name: `Project ${id}`, Description: '', BannerFiles: [] });

describe('parseProjectId', () => {
  it('reads a positive whole number', () => {
    expect(parseProjectId('12')).toBe(12);
    expect(parseProjectId(' 7 ')).toBe(7);
  });
  it.each([undefined, null, '', 'abc', '0', '-3', '1.5', '1e3', '12abc'])('is null for %j', (value) => {
    expect(parseProjectId(value)).toBeNull();
  });
});

describe('preselectedProject', () => {
  const projects = [project(1), project(2)];
  it("is the project page's project when the event has it", () => {
    expect(preselectedProject(projects, 2)).toBe(2);
  });
  it('is none on the charity page or for a project the event does not have', () => {
    expect(preselectedProject(projects, null)).toBeNull();
    expect(preselectedProject(projects, 9)).toBeNull();
  });
});

describe('challengeState', () => {
  it('a signed-out visitor is asked to sign in, done or not', () => {
    expect(challengeState(challenge(1), false)).toBe('signIn');
    expect(challengeState(challenge(1, true), false)).toBe('signIn');
  });
  it('a signed-in user can take an open challenge but not one already done', () => {
    expect(challengeState(challenge(1), true)).toBe('open');
    expect(challengeState(challenge(1, true), true)).toBe('done');
  });
});

describe('challengeSurveyRequest and surveySavePayload', () => {
  it("puts the signed-in user's id into the challenge's request, keeping the rest", () => {
    const taken = challengeSurveyRequest(challenge(4), 321);
    expect(taken).toEqual({ ...request(4), SurveyEnitity: { Id: 4, UserId: 321 } });
    expect(challenge(4).SurveyRequest.SurveyEnitity.UserId).toBe(0);
  });
  it('builds the save payload of section 3 with the answers as JSON text', () => {
    const payload = surveySavePayload(request(4, false, 321), { q1: 'b', q2: ['x', 'y'] });
    expect(payload).toEqual({
      Context: 'Charity',
      ContextShort: 'ehc2026',
      Instance: 'demo',
      Result: '{"q1":"b","q2":["x","y"]}',
      SurveyItemSetId: 74,
      SurveyEnitity: { Id: 4, UserId: 321 },
    });
  });
});

describe('markChallengeDone', () => {
  it('marks only the submitted challenge EvaluationDone', () => {
    const marked = markChallengeDone([challenge(1), challenge(2)], 2);
    expect(marked.map((item) => item.SurveyRequest.EvaluationDone)).toEqual([false, true]);
  });
});

describe('projectBannerUrl', () => {
  const page = 'https://society.example/congress/page.html';
  it('prefers the banner keyed "banner" and resolves a path under the API base', () => {
    const banners = [
      { Key: 'logo', Url: '/media/logo.png' },
      { Key: 'Banner', Url: '/media/banner.jpg' },
    ];
    expect(projectBannerUrl(banners, 'https://vmx.example/api/', page)).toBe('https://vmx.example/api/media/banner.jpg');
    expect(projectBannerUrl(banners, '/', page)).toBe('https://society.example/media/banner.jpg');
  });
  it('takes the first usable banner otherwise, and an http(s) URL as it is', () => {
    expect(projectBannerUrl([{ Key: 'wide', Url: 'https://cdn.example/p.png' }], '/', page)).toBe('https://cdn.example/p.png');
  });
  it('never makes an image source of another scheme, and is null without banners', () => {
    expect(
      projectBannerUrl(
        [
          { Key: 'banner', Url: 'javascript:alert(1)' },
          { Key: 'x', Url: 'data:image/png;base64,AA' },
        ],
        '/',
        page,
      ),
    ).toBeNull();
    expect(projectBannerUrl([{ Key: 'banner', Url: '//evil.example/x.png' }], '/', page)).toBeNull();
    expect(projectBannerUrl([], '/', page)).toBeNull();
    expect(projectBannerUrl(undefined, '/', page)).toBeNull();
  });
});

describe('rankHighscore', () => {
  it('gives equal points the same rank and skips the next', () => {
    const ranked = rankHighscore([
      { Id: 'a', Name: 'A', Points: 50 },
      { Id: 'b', Name: 'B', Points: 30 },
      { Id: 'c', Name: 'C', Points: 30 },
      { Id: 'd', Name: 'D', Points: 10 },
    ]);
    expect(ranked.map((entry) => entry.rank)).toEqual([1, 2, 2, 4]);
  });
  it('is empty for an empty list', () => {
    expect(rankHighscore([])).toEqual([]);
  });
});

describe('parseCharityPageConfig', () => {
  it('reads the intro and the banner aspect ratio', () => {
    expect(parseCharityPageConfig('{"title":"Charity challenge","intro":" Collect points. ","bannerAspect":"3/1"}')).toEqual({
      intro: 'Collect points.',
      bannerAspect: '3 / 1',
    });
  });
  it('leaves what is missing, malformed or unsafe for CSS to the defaults', () => {
    expect(parseCharityPageConfig(null)).toEqual({ intro: null, bannerAspect: null });
    expect(parseCharityPageConfig('not json')).toEqual({ intro: null, bannerAspect: null });
    expect(parseCharityPageConfig('[1,2]')).toEqual({ intro: null, bannerAspect: null });
    expect(parseCharityPageConfig('{"intro":"  ","bannerAspect":"3/1; background:url(x)"}')).toEqual({ intro: null, bannerAspect: null });
    expect(parseCharityPageConfig('{"bannerAspect":"0/1"}').bannerAspect).toBeNull();
    expect(parseCharityPageConfig('{"bannerAspect":"16 / 9"}').bannerAspect).toBe('16 / 9');
  });
});

describe('configuredIntro', () => {
  const config = { intro: 'Collect points.', bannerAspect: null };
  it("is the config's intro on a page in the event's default language (the language GetConfigResource answers in)", () => {
    expect(configuredIntro(config, 'en-GB', 'en-GB')).toBe('Collect points.');
    expect(configuredIntro(config, 'en-gb', 'en-GB')).toBe('Collect points.');
  });
  it('leaves other languages, an unknown default language and a config without intro to the texts', () => {
    expect(configuredIntro(config, 'de-DE', 'en-GB')).toBeNull();
    expect(configuredIntro(config, 'en-GB', null)).toBeNull();
    expect(configuredIntro({ intro: null, bannerAspect: null }, 'en-GB', 'en-GB')).toBeNull();
  });
});
