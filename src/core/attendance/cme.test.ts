import { describe, expect, it } from 'vitest';
import { CME_DEFAULTS, creditHours, formatCreditHours, formatHoursMinutes, parseCmeRule, sessionSeconds, sharePercent } from './cme';

describe('parseCmeRule', () => {
  it('is off with the defaults when the key is missing', () => {
    expect(parseCmeRule({})).toEqual({ rule: CME_DEFAULTS, warnings: [] });
  });

  it('reads a well-formed rule', () => {
    expect(
      parseCmeRule({ cme: { active: true, minimumSharePercent: 80, creditHoursPerHour: 0.5, accreditationText: ' Accredited. ' } }),
    ).toEqual({
      rule: { Active: true, MinimumSharePercent: 80, CreditHoursPerHour: 0.5, AccreditationText: 'Accredited.' },
      warnings: [],
    });
  });

  it('keeps the defaults of malformed values, with one warning each', () => {
    const { rule, warnings } = parseCmeRule({
      cme: { active: 'yes', minimumSharePercent: 150, creditHoursPerHour: 'one', accreditationText: 3 },
    });
    expect(rule).toEqual(CME_DEFAULTS);
    expect(warnings).toHaveLength(4);
    expect(warnings).toContain('config_json: cme.minimumSharePercent is 150, not a number from 1 to 100; using 75');
    expect(parseCmeRule({ cme: [] }).warnings).toEqual(['config_json: cme is an array, not an object; CME attendance is off']);
  });
});

describe('share and credit', () => {
  it('adds live and on demand, rounds the share down and never passes 100', () => {
    expect(sharePercent(1800, 899, 3600)).toBe(74);
    expect(sharePercent(1800, 900, 3600)).toBe(75);
    expect(sharePercent(3600, 3600, 3600)).toBe(100);
    expect(sharePercent(10, 0, 0)).toBe(0);
  });

  it('gives credit hours per hour of the session, to the quarter hour down', () => {
    const rule = { ...CME_DEFAULTS, Active: true };
    expect(creditHours(5400, rule)).toBe(1.5);
    expect(creditHours(3000, rule)).toBe(0.75);
    expect(creditHours(5400, { ...rule, CreditHoursPerHour: 2 })).toBe(3);
  });

  it('measures a session and formats times and hours', () => {
    expect(sessionSeconds('2026-06-11T09:00:00.000Z', '2026-06-11T10:30:00.000Z')).toBe(5400);
    expect(sessionSeconds('2026-06-11T10:00:00.000Z', '2026-06-11T09:00:00.000Z')).toBe(0);
    expect(formatHoursMinutes(59)).toBe('0:00');
    expect(formatHoursMinutes(5430)).toBe('1:30');
    expect(formatCreditHours(1.5, 'de-DE')).toBe('1,5');
    expect(formatCreditHours(1.5, 'en-GB')).toBe('1.5');
  });
});
