// npm run import against a listening reference server: a dry run, a draft published, the CSV template's tables, a
// broken file, the exhibitors' template, and arguments it refuses.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../programmeImport/testing';
import { createTestApp, type TestApp } from '../testing';
import { describeReport, readImportArgs, runExhibitorImport, runImport } from './import';

let t: TestApp;
let server: string;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ identity: { serviceClientId: 'cli', serviceClientSecret: 'cli-secret' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  server = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  dir = mkdtempSync(join(tmpdir(), 'vmx-import-cli-'));
  writeFileSync(join(dir, 'democon.json'), fixture('pretalx-democon.json').bytes);
  writeFileSync(join(dir, 'broken.json'), '{"schedule": ');
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const env = { VMX_SERVICE_CLIENT_ID: 'cli', VMX_SERVICE_CLIENT_SECRET: 'cli-secret' };
const args = (...argv: string[]) => readImportArgs([...argv, '--server', server], env);

describe('npm run import', () => {
  it('prints what a dry run would add and keeps nothing', async () => {
    const report = (await runImport(args('--event', 'ehc2026', '--format', 'pretalx-json', join(dir, 'democon.json'), '--dry-run')))!;
    expect(report.Counts.session.Added).toBe(36);
    const printed = describeReport(report, true);
    expect(printed).toMatch(/^session\s+36\s+0\s+0\s+0\s+0$/m);
    expect(printed).toContain('dry run: nothing was kept');
    expect(await t.db.selectFrom('programme_drafts').selectAll().execute()).toEqual([]);
  });

  it('imports and publishes at once with --publish, then finds the same file unchanged', async () => {
    const report = (await runImport(args('--event', '2026', '--format', 'pretalx-json', join(dir, 'democon.json'), '--publish')))!;
    expect(report).toMatchObject({ Published: true, Version: expect.any(String) });
    expect(describeReport(report, false)).toContain(`published: the programme's version is now ${report.Version}`);
    const again = (await runImport(args('--event', 'ehc2026', '--format', 'pretalx-json', join(dir, 'democon.json'))))!;
    expect(again.Counts.session).toMatchObject({ Added: 0, Unchanged: 36 });
    expect(describeReport(again, false)).toContain(`kept as draft ${again.DraftId}: publish it with --publish`);
    expect(await runImport(args('--event', 'ehc2026', '--discard'))).toBeNull();
  });

  it('reads the CSV template from its tables', async () => {
    const template = ['rooms.csv', 'speakers.csv', 'sessions.csv', 'presentations.csv'].map((name) => {
      const path = join(dir, name);
      writeFileSync(path, fixture(`template.csv/${name}`).bytes);
      return path;
    });
    const report = (await runImport(args('--event', 'ehc2026', '--format', 'csv', ...template, '--dry-run')))!;
    expect(report.Problems).toEqual([]);
    expect(report.Counts.session.Added).toBeGreaterThan(0);
  });

  it('lists a broken file’s problems with their place and keeps nothing', async () => {
    const report = (await runImport(args('--event', 'ehc2026', '--format', 'pretalx-json', join(dir, 'broken.json'))))!;
    expect(report.Problems.length).toBeGreaterThan(0);
    const printed = describeReport(report, false);
    expect(printed).toContain('broken.json: 1 problem(s); nothing was imported.');
    expect(printed).toMatch(/broken\.json, line 1.*: /);
  });

  it('imports the exhibitors’ template: a dry run prints its table, a bad cell its place', async () => {
    const files = ['exhibitors.csv', 'tiers.csv'].map((name) => {
      const path = join(dir, name);
      writeFileSync(path, fixture(`exhibitors.csv/${name}`).bytes);
      return path;
    });
    const report = await runExhibitorImport(args('--event', 'ehc2026', '--format', 'exhibitors-csv', ...files, '--dry-run'));
    expect(report.Counts.exhibitor.Unchanged).toBe(150);
    const printed = describeReport(report, true);
    expect(printed).toMatch(/^exhibitor\s+0\s+0\s+0\s+0\s+150$/m);
    expect(printed).toMatch(/^tier\s+4\s+0\s+0\s+0\s+0$/m);
    expect(printed).toContain('dry run: nothing was kept');
    expect(await t.db.selectFrom('exhibitor_imported').selectAll().execute()).toEqual([]);

    const bad = join(dir, 'bad', 'exhibitors.csv');
    mkdirSync(join(dir, 'bad'));
    writeFileSync(bad, 'id,name,website\nca-1,One,javascript:alert(1)\n');
    const refused = await runExhibitorImport(args('--event', 'ehc2026', '--format', 'exhibitors-csv', bad));
    expect(describeReport(refused, false)).toContain('exhibitors.csv, line 2, field website: not an http(s) URL: javascript:alert(1)');
    expect(() => readImportArgs(['--event', 'e', '--format', 'exhibitors-csv', 'a.csv', '--publish'], env)).toThrow('applied at once');
  });

  it('refuses arguments that say nothing to do or contradict each other, and wrong credentials', async () => {
    expect(() => readImportArgs(['--format', 'csv', 'a.csv'], env)).toThrow('missing --event');
    expect(() => readImportArgs(['--event', 'e', 'a.json'], env)).toThrow('missing --format');
    expect(() => readImportArgs(['--event', 'e', '--format', 'word', 'a.doc'], env)).toThrow(/--format must be one of pretalx-json/);
    expect(() => readImportArgs(['--event', 'e'], env)).toThrow('nothing to do');
    expect(() => readImportArgs(['--event', 'e', '--publish', '--dry-run', '--format', 'csv', 'a.csv'], env)).toThrow(
      '--dry-run changes nothing',
    );
    expect(() => readImportArgs(['--event', 'e', '--discard', '--publish'], env)).toThrow('--discard takes no files');
    expect(() => readImportArgs(['--event', 'e', '--publish'], {})).toThrow(/VMX_SERVICE_CLIENT_ID/);
    const wrong = readImportArgs(['--event', 'ehc2026', '--publish', '--server', server], { ...env, VMX_SERVICE_CLIENT_SECRET: 'nope' });
    await expect(runImport(wrong)).rejects.toThrow(/no service token \(401\)/);
  });
});
