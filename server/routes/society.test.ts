import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwardCategory, Preceptorship, WorldVillageSociety } from '../../src/contracts';
import { DEMO_EVENT_ID } from '../db/seed/identity';
import { createTestApp, publicRequests, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { get, ok: json } = publicRequests(() => t.app);

describe('award winners', () => {
  it('lists 8 awards in 3 categories with their winners, in English and in German', async () => {
    const en = await json<AwardCategory[]>(`/api/Modules/AwardWinners?eventid=${DEMO_EVENT_ID}&language=en-GB`);
    const de = await json<AwardCategory[]>(`/api/Modules/AwardWinners?eventid=${DEMO_EVENT_ID}&language=de-DE`);
    expect(en.map((category) => category.Name)).toEqual(['Research awards', 'Education and care', 'Honours']);
    expect(de.map((category) => category.Name)).toEqual(['Forschungspreise', 'Lehre und Versorgung', 'Ehrungen']);
    expect(en.flatMap((category) => category.Awards)).toHaveLength(8);
    expect(de[0]!.Awards[0]!.Name).toBe('Nachwuchsforschungspreis');
    for (const award of en.flatMap((category) => category.Awards)) expect(award.Winners.length).toBeGreaterThan(0);
    const honorary = en[2]!.Awards.find((award) => award.Name === 'Honorary Membership')!;
    expect(honorary.Winners.map((winner) => winner.Country)).toEqual(['France', 'Poland']);
    expect(de[2]!.Awards.find((award) => award.Id === honorary.Id)!.Winners[0]!.Country).toBe('Frankreich');
  });

  it('links a winner who speaks at the congress to their talk and speaker entry of the programme', async () => {
    const categories = await json<AwardCategory[]>(`/api/Modules/AwardWinners?eventid=${DEMO_EVENT_ID}&language=en-GB`);
    const linked = categories
      .flatMap((category) => category.Awards.flatMap((award) => award.Winners))
      .filter((winner) => winner.PresentationId);
    expect(linked.length).toBeGreaterThanOrEqual(5);
    for (const winner of linked) {
      const row = await t.db
        .selectFrom('programme_presentations')
        .select(['title', 'speaker_id'])
        .where('event_id', '=', DEMO_EVENT_ID)
        .where('id', '=', winner.PresentationId!)
        .executeTakeFirstOrThrow();
      expect(row.title).toBe(winner.PresentationTitle);
      expect(row.speaker_id).toBe(winner.SpeakerId);
      expect(winner.Citation).toContain(row.title);
    }
    // Every linked talk is open to a visitor: no link ends at "not in the programme".
    const visible = new Set(
      (await json<{ Id: number }[]>(`/api/Modules/PAGPresentations?eventid=${DEMO_EVENT_ID}&language=en-GB`)).map((item) => item.Id),
    );
    expect(linked.filter((winner) => !visible.has(winner.PresentationId!))).toEqual([]);
  });

  it('answers 400 naming the field for a missing or malformed eventid or language, and 404 for an unknown event', async () => {
    const missing = await get('/api/Modules/AwardWinners?language=en-GB');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('eventid');
    const malformed = await get(`/api/Modules/AwardWinners?eventid=${DEMO_EVENT_ID}&language=english!`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('language');
    expect((await get('/api/Modules/AwardWinners?eventid=999999&language=en-GB')).statusCode).toBe(404);
  });
});

describe('preceptorships', () => {
  it('lists 6 preceptorships with host centre, dates, places and how to apply, in both languages', async () => {
    const en = await json<Preceptorship[]>(`/api/Modules/Preceptorships?eventid=${DEMO_EVENT_ID}&language=en-GB`);
    const de = await json<Preceptorship[]>(`/api/Modules/Preceptorships?eventid=${DEMO_EVENT_ID}&language=de-DE`);
    expect(en).toHaveLength(6);
    expect(en[0]).toMatchObject({
      Title: 'Heart failure clinic in practice',
      HostCentre: 'Charité – Universitätsmedizin Berlin',
      Country: 'DE',
      CountryName: 'Germany',
      StartDate: '2026-09-14',
      EndDate: '2026-09-18',
      Places: 6,
      ApplyUrl: 'https://example.org/ehs/preceptorships/heart-failure-berlin',
    });
    expect(de[0]).toMatchObject({ Title: 'Herzinsuffizienz-Ambulanz in der Praxis', CountryName: 'Deutschland', TopicName: 'Kardiologie' });
    expect(de.find((item) => item.Country === 'AT')!.City).toBe('Wien');
    for (const item of en) expect(item.ApplyUrl ?? item.ApplyEmail).toBeTruthy();
  });

  it('never passes on an unsafe application address', async () => {
    await t.db
      .updateTable('preceptorships')
      .set({ apply_url: 'javascript:alert(1)', apply_email: 'x" onclick="alert(1)' })
      .where('event_id', '=', DEMO_EVENT_ID)
      .where('id', '=', 1)
      .execute();
    const list = await json<Preceptorship[]>(`/api/Modules/Preceptorships?eventid=${DEMO_EVENT_ID}&language=en-GB`);
    expect(list[0]).toMatchObject({ ApplyUrl: null, ApplyEmail: null });
  });

  it('answers 400 naming eventid when it is not a number', async () => {
    const reply = await get('/api/Modules/Preceptorships?eventid=abc&language=de-DE');
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ message: string }>().message).toContain('eventid');
  });
});

describe('world village', () => {
  it('lists 15 national and partner societies with logos, links and contact, in both languages', async () => {
    const en = await json<WorldVillageSociety[]>(`/api/Modules/WorldVillage?eventid=${DEMO_EVENT_ID}&language=en-GB`);
    const de = await json<WorldVillageSociety[]>(`/api/Modules/WorldVillage?eventid=${DEMO_EVENT_ID}&language=de-DE`);
    expect(en).toHaveLength(15);
    expect(en.filter((society) => society.Kind === 'Partner')).toHaveLength(3);
    expect(en[0]).toMatchObject({ Name: 'German Society of Internal Medicine', Acronym: 'GSIM', CountryName: 'Germany' });
    expect(en[0]!.Summary).toContain('The society for internal medicine in Germany');
    expect(de[0]!.Summary).toContain('Die Fachgesellschaft für Innere Medizin in Deutschland');
    expect(de[0]!.Links.map((link) => link.Label)).toContain('Mitglied werden');
    for (const society of en) {
      expect(society.Links.every((link) => link.Url.startsWith('https://'))).toBe(true);
      expect(society.Email).toMatch(/@/);
    }
    const logo = await get(en[0]!.LogoPath);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('serves one society by id, and 404 for an id the event does not have', async () => {
    const one = await json<WorldVillageSociety>(`/api/Modules/WorldVillageSociety?eventid=${DEMO_EVENT_ID}&language=de-DE&id=4`);
    expect(one).toMatchObject({ Id: 4, Acronym: 'ISN-IT', CountryName: 'Italien' });
    expect((await get(`/api/Modules/WorldVillageSociety?eventid=${DEMO_EVENT_ID}&language=en-GB&id=999`)).statusCode).toBe(404);
  });

  it('answers 400 naming id when it is missing or not a number', async () => {
    for (const url of [
      `/api/Modules/WorldVillageSociety?eventid=${DEMO_EVENT_ID}&language=en-GB`,
      `/api/Modules/WorldVillageSociety?eventid=${DEMO_EVENT_ID}&language=en-GB&id=seven`,
    ]) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(400);
      expect(reply.json<{ message: string }>().message).toContain('querystring.id');
    }
  });
});

describe('award winners from the programme', () => {
  it('name their country in the asked language', async () => {
    const de = await json<AwardCategory[]>(`/api/Modules/AwardWinners?eventid=${DEMO_EVENT_ID}&language=de-DE`);
    const en = await json<AwardCategory[]>(`/api/Modules/AwardWinners?eventid=${DEMO_EVENT_ID}&language=en-GB`);
    const winnersOf = (categories: AwardCategory[]) => categories.flatMap((category) => category.Awards.flatMap((award) => award.Winners));
    const english = new Map(winnersOf(en).map((winner) => [winner.Id, winner.Country]));
    const linked = winnersOf(de).filter((winner) => winner.PresentationId !== null);
    // At least one programme country is written differently in German (Germany/Deutschland, Italy/Italien...).
    expect(linked.some((winner) => winner.Country !== english.get(winner.Id))).toBe(true);
  });
});
