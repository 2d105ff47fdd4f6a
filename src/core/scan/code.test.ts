import { describe, expect, it } from 'vitest';
import { parseScanCode, shortCode, SCAN_CODE_MAX } from './code';

const scope = { origin: 'https://congress.example.org', instance: 'demo', event: 'ehc2026' };

describe('parseScanCode', () => {
  it('opens a session, an exhibitor profile and a poster from their short codes, letter in either case', () => {
    expect(parseScanCode('S:10001', scope)).toEqual({
      ok: true,
      target: { kind: 'session', route: 'SessionPage', params: { sessionId: '10001' } },
    });
    expect(parseScanCode(' e : ca-0030 ', scope)).toEqual({
      ok: true,
      target: { kind: 'exhibitor', route: 'ProfilePage', params: { companyAccountId: 'ca-0030' } },
    });
    expect(parseScanCode('p:100001', scope)).toEqual({
      ok: true,
      target: { kind: 'poster', route: 'PresentationPage', params: { presentationId: '100001' } },
    });
  });

  it('opens the platform’s own address of this event, whatever its language, with or without the origin', () => {
    expect(parseScanCode('https://congress.example.org/demo/ehc2026/de-DE/session/10001?x=1#top', scope)).toMatchObject({
      ok: true,
      target: { kind: 'session', params: { sessionId: '10001' } },
    });
    expect(parseScanCode('/demo/ehc2026/en-GB/profile/ca-0030', scope)).toMatchObject({
      ok: true,
      target: { kind: 'exhibitor', params: { companyAccountId: 'ca-0030' } },
    });
    expect(parseScanCode('https://congress.example.org/DEMO/EHC2026/en-GB/presentation/100001', scope)).toMatchObject({
      ok: true,
      target: { kind: 'poster', params: { presentationId: '100001' } },
    });
  });

  it('never follows another site, another event or a script address', () => {
    expect(parseScanCode('https://evil.example/demo/ehc2026/en-GB/session/10001', scope)).toEqual({ ok: false, reason: 'foreign' });
    expect(parseScanCode('http://congress.example.org/demo/ehc2026/en-GB/session/10001', scope)).toEqual({ ok: false, reason: 'foreign' });
    expect(parseScanCode('//evil.example/demo/ehc2026/en-GB/session/10001', scope)).toEqual({ ok: false, reason: 'foreign' });
    expect(parseScanCode('https://congress.example.org/demo/ehc2025/en-GB/session/10001', scope)).toEqual({ ok: false, reason: 'foreign' });
    expect(parseScanCode('javascript:alert(1)', scope)).toEqual({ ok: false, reason: 'foreign' });
    expect(parseScanCode('data:text/html,<script>alert(1)</script>', scope)).toEqual({ ok: false, reason: 'foreign' });
  });

  it('calls anything else unknown, and an empty code empty', () => {
    expect(parseScanCode('   ', scope)).toEqual({ ok: false, reason: 'empty' });
    expect(parseScanCode('hello', scope)).toEqual({ ok: false, reason: 'unknown' });
    expect(parseScanCode('S:abc', scope)).toEqual({ ok: false, reason: 'unknown' });
    expect(parseScanCode('E:<script>', scope)).toEqual({ ok: false, reason: 'unknown' });
    expect(parseScanCode('X:10001', scope)).toEqual({ ok: false, reason: 'unknown' });
    expect(parseScanCode('/demo/ehc2026/en-GB/jobs', scope)).toEqual({ ok: false, reason: 'unknown' });
    expect(parseScanCode(`S:${'1'.repeat(SCAN_CODE_MAX)}`, scope)).toEqual({ ok: false, reason: 'unknown' });
    expect(SCAN_CODE_MAX).toBe(2000);
  });

  it('writes the short code of a target so that it reads back the same', () => {
    for (const code of ['S:10001', 'E:ca-0030', 'P:100001']) {
      const parsed = parseScanCode(code, scope);
      expect(parsed.ok && shortCode(parsed.target)).toBe(code);
    }
  });
});
