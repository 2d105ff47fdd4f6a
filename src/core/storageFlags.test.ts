import { describe, expect, it } from 'vitest';
import { STORAGE_FLAGS, TRY_LOGIN_WINDOW_MS, afterSignIn, isVmxValue, keepsAsNextPage, loginTried } from './storageFlags';

describe('the stored flags (docs/rules/shell-access-identity.md section 3, stored flags)', () => {
  it('are spelled as the rules spell them', () => {
    expect(STORAGE_FLAGS).toEqual({
      isVmx: 'isVMX',
      reload: 'VMXreload',
      tryLogin: 'tryLogin',
      loaded: 'vmx-loaded',
      nextPage: 'nextPage',
    });
  });

  it('isVMX is true for the standalone platform and removed inside the app or terminal container', () => {
    expect(isVmxValue(null)).toBe('true');
    expect(isVmxValue('app')).toBeNull();
    expect(isVmxValue('terminal')).toBeNull();
  });

  it('tryLogin counts as "login already started" for 15 minutes only', () => {
    expect(TRY_LOGIN_WINDOW_MS).toBe(900_000);
    const at = 1_000_000;
    expect(loginTried(null, at)).toBe(false);
    expect(loginTried(String(at), at)).toBe(true);
    expect(loginTried(String(at), at + 899_999)).toBe(true);
    expect(loginTried(String(at), at + 900_000)).toBe(false);
    expect(loginTried('1', at)).toBe(false);
    expect(loginTried('yes', at)).toBe(false);
    expect(loginTried(String(at + 5), at)).toBe(false);
  });

  it('keeps the search pages as the next page, not other pages', () => {
    for (const name of ['PagSearchPage', 'PresentationSearchPage', 'FacultySearchPage', 'AbstractSearchPage', 'PosterPage']) {
      expect(keepsAsNextPage(name)).toBe(true);
    }
    expect(keepsAsNextPage('HomePage')).toBe(false);
    expect(keepsAsNextPage('LoginPage')).toBe(false);
  });

  it('a sign-in goes to returnUrl first, then to the next page, then home', () => {
    const home = '/home/demo/ehc2026/en-GB';
    expect(afterSignIn('/a', '/b', home)).toEqual({ to: '/a', usedNextPage: false });
    expect(afterSignIn(null, '/b', home)).toEqual({ to: '/b', usedNextPage: true });
    expect(afterSignIn(null, null, home)).toEqual({ to: home, usedNextPage: false });
  });
});
