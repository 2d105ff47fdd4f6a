import { describe, expect, it } from 'vitest';
import { buildSwitches, isPreviewSuperUser } from './superUser';
import { SUPER_USER_FLAG, superUserOn } from './superUserFlag';
import { ticket } from './testFixtures';

describe('isPreviewSuperUser (section 6)', () => {
  it('is a valid, paid ticket of the configured preview type, compared case-insensitively', () => {
    expect(isPreviewSuperUser([ticket({ TicketTypeName: 'Preview' })], 'preview')).toBe(true);
    expect(isPreviewSuperUser([ticket({ TicketTypeName: 'Full' }), ticket({ TicketTypeName: ' PREVIEW ' })], 'Preview')).toBe(true);
  });

  it('is not an unpaid or invalid preview ticket, nor another type', () => {
    expect(isPreviewSuperUser([ticket({ TicketTypeName: 'Preview', IsPayed: false })], 'Preview')).toBe(false);
    expect(isPreviewSuperUser([ticket({ TicketTypeName: 'Preview', IsValid: false })], 'Preview')).toBe(false);
    expect(isPreviewSuperUser([ticket({ TicketTypeName: 'Full' })], 'Preview')).toBe(false);
  });

  it('is nobody when no preview ticket type is configured', () => {
    expect(isPreviewSuperUser([ticket({ TicketTypeName: '' })], '')).toBe(false);
    expect(isPreviewSuperUser([ticket()], null)).toBe(false);
    expect(isPreviewSuperUser([], 'Preview')).toBe(false);
  });
});

describe('super-user mode', () => {
  it('follows the stored sUser flag when there is one', () => {
    expect(SUPER_USER_FLAG).toBe('sUser');
    expect(superUserOn('true', false)).toBe(true);
    expect(superUserOn('false', true)).toBe(false);
  });
  it('is on by default for a preview super user only', () => {
    expect(superUserOn(null, true)).toBe(true);
    expect(superUserOn(null, false)).toBe(false);
  });
});

describe('admin panel build switches', () => {
  it('offers Dev build unless the version is a develop build, and Live build unless master', () => {
    expect(buildSwitches('1.4.0')).toEqual({ dev: true, live: true });
    expect(buildSwitches('1.4.0-develop.12')).toEqual({ dev: false, live: true });
    expect(buildSwitches('master-2026-11-22')).toEqual({ dev: true, live: false });
  });
});
