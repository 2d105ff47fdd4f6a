/**
 * The spec's named constants pinned to the spec's literal values (docs/rules/shell-access-identity.md sections 3, 4,
 * 6, 8 and 9; docs/rules/content-areas.md section 2), so that changing one breaks a test: the other tests use the
 * constants themselves and would follow any value. Where a rule acts on the value, the test checks the behaviour
 * with the literal.
 */
import { describe, expect, it } from 'vitest';
import { initialLoginStampReady, LOUNGE_REDIRECT_DEFAULT_STAMP_AGE_MS, LOUNGE_REDIRECT_MIN_STAMP_AGE_MS } from './access/flow';
import { UNREGISTERED_VISITOR } from './access/model';
import { ACCESS_POLICIES_KEY, APP_ACCESS_POLICIES_KEY, USE_APP_ACCESS_MATRIX_KEY } from './access/policies';
import { APP_START_DELAY_MS, connectivityChanged, NOTICE_DISMISS_MS } from './connectivity';
import { HIGHLIGHTED_DATE_FORMAT } from './programme/highlighted';
import { DATA_TRANSFER_COOKIE } from './reminders/reminders';
import { LIVE_QUERY } from './routes';

describe('the spec’s constants keep the spec’s values', () => {
  it('the lounge redirect waits for an initial-login stamp 4 s old; a missing stamp counts as 5 s (section 9)', () => {
    expect(LOUNGE_REDIRECT_MIN_STAMP_AGE_MS).toBe(4000);
    expect(LOUNGE_REDIRECT_DEFAULT_STAMP_AGE_MS).toBe(5000);
    const now = 1_000_000;
    expect(initialLoginStampReady(now - 3999, now)).toBe(false);
    expect(initialLoginStampReady(now - 4000, now)).toBe(true);
    expect(initialLoginStampReady(null, now)).toBe(true);
  });

  it('the online notice lasts 10 s and the app starts after 2 s (sections 4, 8 and 9)', () => {
    expect(NOTICE_DISMISS_MS).toBe(10_000);
    expect(APP_START_DELAY_MS).toBe(2000);
    expect(connectivityChanged({ online: false, onlineNoticeUntil: null }, true, 50_000)).toEqual({
      online: true,
      onlineNoticeUntil: 60_000,
    });
  });

  it('the names the spec gives configuration keys, a participant type, a cookie and a query keep their spelling', () => {
    expect(ACCESS_POLICIES_KEY).toBe('accessPolicies');
    expect(APP_ACCESS_POLICIES_KEY).toBe('appAccessPolicies');
    expect(USE_APP_ACCESS_MATRIX_KEY).toBe('useAppAccessMatrix');
    expect(UNREGISTERED_VISITOR).toBe('UnregisteredVisitor');
    expect(DATA_TRANSFER_COOKIE).toBe('externalDataTransfer');
    expect(LIVE_QUERY).toBe('roomid');
  });

  it('programme dates default to the format DD MMMM YYYY (content-areas section 2)', () => {
    expect(HIGHLIGHTED_DATE_FORMAT).toBe('DD MMMM YYYY');
  });
});
