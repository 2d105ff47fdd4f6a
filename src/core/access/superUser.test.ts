import { describe, expect, it } from 'vitest';
import { isPreviewSuperUser } from './superUser';
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
