/**
 * The exhibitors' template read (read.ts): the demo's own exhibitors and tiers (tests/fixtures/import/exhibitors.csv/),
 * the same tables as an XLSX workbook made here with exceljs, and broken files: each problem names its file, line or
 * sheet and row, and column. Cells that look like formulas stay the text they are, and are no URL.
 */
import { describe, expect, it } from 'vitest';
import { PROGRAMME_IMPORT_MAX_BYTES } from '../../src/contracts';
import type { ImportFile } from '../programmeImport/model';
import { fixture, onlyProblem, textFile, workbook } from '../programmeImport/testing';
import type { ImportedExhibitors } from './model';
import { readExhibitors } from './read';

const OPTIONS = { languages: ['en-GB', 'de-DE'] };
const demoText = (name: string) => new TextDecoder().decode(fixture(`exhibitors.csv/${name}`).bytes);
const csv = (...files: ImportFile[]) => readExhibitors('exhibitors-csv', files, OPTIONS);
const HEADER = 'id,name,tier,rank,booths,website';
const exhibitors = (...rows: string[]) => textFile('exhibitors.csv', [HEADER, ...rows].join('\n'));
const TIERS = textFile('tiers.csv', 'id,name,name.de-DE,rank\nGold,Gold,Gold,1\nPartner,Partner,Partnerfirma,2\n');

function withoutPlaces(read: ImportedExhibitors): unknown {
  return JSON.parse(JSON.stringify(read, (key, value: unknown) => (key === 'place' ? undefined : value)));
}

describe('the exhibitors’ template', () => {
  it('reads the demo’s own exhibitors and tiers, with the tiers’ names in each language', async () => {
    const { exhibitors: read, problems } = await csv(fixture('exhibitors.csv/exhibitors.csv'), fixture('exhibitors.csv/tiers.csv'));
    expect(problems).toEqual([]);
    expect(read.exhibitors).toHaveLength(150);
    expect(read.tiers?.map((tier) => [tier.sourceId, tier.names['de-DE'], tier.rank])).toEqual([
      ['Platinum', 'Platin', 1],
      ['Gold', 'Gold', 2],
      ['Bronze', 'Bronze', 3],
      ['Exhibitor', 'Aussteller', 4],
    ]);
    const first = read.exhibitors[0]!;
    expect(first).toMatchObject({
      sourceId: 'ca-0022',
      name: 'Optilogic Life Sciences',
      tier: 'Exhibitor',
      rank: 1,
      booths: ['C24'],
      website: 'https://www.optilogiclifesciences.example',
      // Written '+49 … by the CSV's escaping of formula-like cells: read without that quote.
      phone: '+49 30 6375668',
      tags: ['Neurology', 'Immunology', 'Digital health'],
      logo: null,
      isPublic: true,
      hcpOnly: false,
      place: { file: 'exhibitors.csv/exhibitors.csv', line: 2 },
    });
  });

  it('reads the same tables from an XLSX workbook to the same exhibitors', async () => {
    const table = (name: string) =>
      demoText(name)
        .trimEnd()
        .split('\n')
        .map((line) => line.split(','));
    const bytes = await workbook({
      Notes: [['ignored']],
      Exhibitors: [
        ['id', 'name', 'tier', 'booths', 'website'],
        ['ca-1', 'One GmbH', 'Partnerfirma', 'A1;A2', 'https://one.example'],
      ],
      TIERS: table('tiers.csv')
        .slice(0, 1)
        .concat([['Partner', '1', 'Partner', 'Partnerfirma']]),
    });
    const fromXlsx = await readExhibitors('exhibitors-xlsx', [{ name: 'exhibitors.xlsx', bytes }], OPTIONS);
    const fromCsv = await csv(
      textFile('exhibitors.csv', 'id,name,tier,booths,website\nca-1,One GmbH,Partnerfirma,A1;A2,https://one.example\n'),
      textFile('tiers.csv', 'id,rank,name,name.de-DE\nPartner,1,Partner,Partnerfirma\n'),
    );
    expect(fromXlsx.problems).toEqual([]);
    expect(withoutPlaces(fromXlsx.exhibitors)).toEqual(withoutPlaces(fromCsv.exhibitors));
    expect(fromXlsx.exhibitors.exhibitors[0]).toMatchObject({
      tier: 'Partner',
      place: { file: 'exhibitors.xlsx', sheet: 'Exhibitors', row: 2 },
    });
  });

  it('names a required column missing in its table, and reads nothing of that table', async () => {
    const { exhibitors: read, problems } = await csv(textFile('exhibitors.csv', 'id,title\nca-1,One\n'));
    expect(problems).toEqual([{ file: 'exhibitors.csv', line: 1, field: 'name', reason: 'missing column "name" in the exhibitors table' }]);
    expect(read.exhibitors).toEqual([]);
  });

  it('names a file that is no table of the template, and a missing exhibitors table', async () => {
    const { problems } = await csv(textFile('companies.csv', 'id,name\n'));
    expect(problems).toEqual([
      { file: 'companies.csv', reason: 'not a table of the template: name the file exhibitors.csv, tiers.csv' },
      { file: 'companies.csv', reason: 'no exhibitors table: give a file exhibitors.csv' },
    ]);
  });

  it('names the row and column of a missing name, an unknown tier, a bad rank, booth and e-mail', async () => {
    const { exhibitors: read, problems } = await csv(
      exhibitors(
        'ca-1,,Gold',
        'ca-2,Two,Silver',
        'ca-3,Three,gold,first',
        'ca-4,Four,Partnerfirma,2,A1; B',
        'ca-5,Five,,,,',
        `ca-6,Six,Gold,,${'X'.repeat(21)}`,
      ),
      TIERS,
    );
    expect(problems).toEqual([
      { file: 'exhibitors.csv', line: 2, field: 'name', reason: 'missing: exhibitor "ca-1" has no name' },
      { file: 'exhibitors.csv', line: 3, field: 'tier', reason: 'unknown tier "Silver": the tiers table has Gold, Partner' },
      { file: 'exhibitors.csv', line: 4, field: 'rank', reason: 'not a whole number from 1: first' },
      { file: 'exhibitors.csv', line: 7, field: 'booths', reason: `not a booth number (at most 20 characters): ${'X'.repeat(21)}` },
    ]);
    // A tier by its id or any of its names, any case; none is the Exhibitor tier.
    expect(read.exhibitors.map((exhibitor) => [exhibitor.sourceId, exhibitor.tier, exhibitor.booths])).toEqual([
      ['ca-4', 'Partner', ['A1', 'B']],
      ['ca-5', 'Exhibitor', []],
    ]);
    const email = await csv(textFile('exhibitors.csv', 'id,name,email\nca-1,One,nobody\n'));
    expect(onlyProblem(email.problems, 'not an e-mail address')).toMatchObject({ line: 2, field: 'email' });
  });

  it('names an id used twice (ignoring case: the profile’s address retries it lower-cased) and an id no address takes', async () => {
    const { exhibitors: read, problems } = await csv(exhibitors('ca-1,One', 'CA-1,Again', 'a b,Spaced'));
    expect(problems).toEqual([
      { file: 'exhibitors.csv', line: 3, field: 'id', reason: 'exhibitor id "CA-1" is used twice (first in line 2)' },
      {
        file: 'exhibitors.csv',
        line: 4,
        field: 'id',
        reason: 'not an id: "a b" (letters, digits, ".", "-" and "_", at most 100, starting with a letter or digit)',
      },
    ]);
    expect(read.exhibitors.map((exhibitor) => exhibitor.name)).toEqual(['One']);
  });

  it('names a tier’s name column in a language the event does not have', async () => {
    const { problems } = await csv(exhibitors('ca-1,One,Gold'), textFile('tiers.csv', 'id,name,name.fr-FR\nGold,Gold,Or\n'));
    expect(problems).toEqual([
      { file: 'tiers.csv', line: 2, field: 'name.fr-fr', reason: 'the event has no language fr-fr: its languages are en-GB, de-DE' },
    ]);
  });

  it('keeps formula-like cells as their text, refuses them and javascript: as URLs, naming the cell', async () => {
    const { exhibitors: read, problems } = await csv(
      exhibitors(
        'ca-1,"=HYPERLINK(""http://evil.example"",""click"")",,,,"=HYPERLINK(""http://evil.example"")"',
        "ca-2,'=1+1,,,,javascript:alert(1)",
        "ca-3,+cmd|' /C calc'!A0,,,,JAVASCRIPT:alert(1)//https://x.example",
        'ca-4,@SUM(A1:A2),,,,https://ok.example/path?q=1',
      ),
    );
    expect(problems).toEqual([
      { file: 'exhibitors.csv', line: 2, field: 'website', reason: 'not an http(s) URL: =HYPERLINK("http://evil.example")' },
      { file: 'exhibitors.csv', line: 3, field: 'website', reason: 'not an http(s) URL: javascript:alert(1)' },
      { file: 'exhibitors.csv', line: 4, field: 'website', reason: 'not an http(s) URL: JAVASCRIPT:alert(1)//https://x.example' },
    ]);
    expect(read.exhibitors.map((exhibitor) => [exhibitor.name, exhibitor.website])).toEqual([
      ['@SUM(A1:A2)', 'https://ok.example/path?q=1'],
    ]);
    const names = await csv(exhibitors('ca-1,"=HYPERLINK(""http://evil.example"",""click"")"', "ca-2,'=1+1", "ca-3,+cmd|' /C calc'!A0"));
    expect(names.exhibitors.exhibitors.map((exhibitor) => exhibitor.name)).toEqual([
      '=HYPERLINK("http://evil.example","click")',
      '=1+1',
      "+cmd|' /C calc'!A0",
    ]);
  });

  it('takes an XLSX formula cell’s saved value and names one saved without, by sheet, row and column', async () => {
    const bytes = await workbook({
      Exhibitors: [
        ['id', 'name', 'website'],
        ['ca-1', { formula: 'CONCATENATE("One"," GmbH")', result: 'One GmbH' }, 'https://one.example'],
        ['ca-2', { formula: 'CONCATENATE("Two","")' }, ''],
      ],
    });
    const { exhibitors: read, problems } = await readExhibitors('exhibitors-xlsx', [{ name: 'book.xlsx', bytes }], OPTIONS);
    expect(problems).toEqual([
      {
        file: 'book.xlsx',
        sheet: 'Exhibitors',
        row: 3,
        field: 'name',
        reason: 'a formula without a saved value: enter the value, or open and save the file in a spreadsheet',
      },
    ]);
    expect(read.exhibitors.map((exhibitor) => exhibitor.name)).toEqual(['One GmbH']);
  });

  it('refuses a file that is not UTF-8, naming the byte and its line', async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('id,name\nca-1,M'), 0xfc, ...new TextEncoder().encode('ller AG\n')]);
    const { problems } = await csv({ name: 'exhibitors.csv', bytes: latin1 });
    expect(onlyProblem(problems, 'not UTF-8')).toMatchObject({ file: 'exhibitors.csv', line: 2 });
  });

  it('refuses a file over the import’s limit unread, and a second workbook', async () => {
    const large = { name: 'exhibitors.csv', bytes: new Uint8Array(PROGRAMME_IMPORT_MAX_BYTES + 1) };
    const { problems } = await csv(large);
    expect(problems).toEqual([{ file: 'exhibitors.csv', reason: expect.stringMatching(/^too large: 41943041 bytes/) }]);
    const two = await readExhibitors('exhibitors-xlsx', [textFile('a.xlsx', ''), textFile('b.xlsx', '')], OPTIONS);
    expect(two.problems).toEqual([{ file: 'b.xlsx', reason: 'one file only: the exhibitors-xlsx format reads one workbook' }]);
    const notZip = await readExhibitors('exhibitors-xlsx', [textFile('a.xlsx', 'id,name')], OPTIONS);
    expect(notZip.problems).toEqual([{ file: 'a.xlsx', reason: 'not a readable XLSX workbook: not a ZIP archive' }]);
  });
});
