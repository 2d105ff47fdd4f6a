import { describe, expect, it } from 'vitest';
import { byStartTime, facultyProgramme, nameWithTitle, personInitials, plainParagraphs, programmeImageSource } from './detail';

describe('byStartTime', () => {
  it('orders by start, keeping the given order for equal starts and putting missing times last', () => {
    const items = [
      { Id: 1, StartDateTime: '2026-06-10T09:00:00Z' },
      { Id: 2, StartDateTime: null },
      { Id: 3, StartDateTime: '2026-06-10T08:00:00Z' },
      { Id: 4, StartDateTime: 'not a date' },
      { Id: 5, StartDateTime: '2026-06-10T08:00:00Z' },
    ];
    expect(byStartTime(items).map((item) => item.Id)).toEqual([3, 5, 1, 2, 4]);
  });

  it('treats a missing list as empty', () => {
    expect(byStartTime(null)).toEqual([]);
  });
});

describe('names', () => {
  it('puts the title before the name and skips what is missing', () => {
    expect(nameWithTitle({ Title: 'Prof. Dr.', Firstname: 'Anna', Surname: 'Berg' })).toBe('Prof. Dr. Anna Berg');
    expect(nameWithTitle({ Title: null, Firstname: 'Anna', Surname: 'Berg' })).toBe('Anna Berg');
    expect(nameWithTitle({ Title: ' ', Firstname: null, Surname: 'Berg' })).toBe('Berg');
  });

  it('gives initials of first name and surname', () => {
    expect(personInitials('anna', 'berg')).toBe('AB');
    expect(personInitials('Élodie', 'Wiśniewski')).toBe('ÉW');
    expect(personInitials(null, 'Berg')).toBe('B');
    expect(personInitials('', '')).toBe('');
  });
});

describe('plainParagraphs', () => {
  it('splits on blank lines and drops empty paragraphs', () => {
    expect(plainParagraphs('Background: a.\n\nMethods: b\nstill b.\n \n\n\nEnd.')).toEqual([
      'Background: a.',
      'Methods: b\nstill b.',
      'End.',
    ]);
    expect(plainParagraphs(null)).toEqual([]);
  });
});

describe('programmeImageSource', () => {
  const resolve = (path: string) => `https://api.example.test/${path.replace(/^\//, '')}`;
  it('resolves a relative path against the API and keeps an http(s) address', () => {
    expect(programmeImageSource('/media/logos/a.svg', resolve)).toBe('https://api.example.test/media/logos/a.svg');
    expect(programmeImageSource('https://cdn.example.test/a.png', resolve)).toBe('https://cdn.example.test/a.png');
  });

  it('gives no image for unsafe or meaningless addresses', () => {
    for (const path of ['javascript:alert(1)', 'data:image/png;base64,AAA', 'mailto:a@b.c', '#x', '', null, undefined, ' /a.png']) {
      expect(programmeImageSource(path, resolve)).toBeNull();
    }
  });
});

describe('facultyProgramme', () => {
  it('lists the talks a speaker gives and the sessions they chair, each by start time', () => {
    const sessions = [
      { Id: 10, StartDateTime: '2026-06-11T08:00:00Z' },
      { Id: 11, StartDateTime: '2026-06-10T08:00:00Z' },
      { Id: 12, StartDateTime: '2026-06-09T08:00:00Z' },
    ];
    const presentations = [
      { Id: 100, StartDateTime: '2026-06-12T08:00:00Z' },
      { Id: 101, StartDateTime: '2026-06-10T08:00:00Z' },
    ];
    const result = facultyProgramme({ PresentationIds: [100, 101, 999], ChairSessionIds: [10, 11] }, sessions, presentations);
    expect(result.presentations.map((p) => p.Id)).toEqual([101, 100]);
    expect(result.chairedSessions.map((s) => s.Id)).toEqual([11, 10]);
  });

  it('copes with an author record without lists', () => {
    expect(facultyProgramme({}, [{ Id: 1 }], [{ Id: 2 }])).toEqual({ presentations: [], chairedSessions: [] });
  });
});
