import { describe, expect, it } from 'vitest';
import { boxTarget, MY_AREA_MODULES, myAreaModule } from './modules';

describe('my area modules (docs/rules/content-areas.md section 2)', () => {
  it('knows the nine modules of the spec, the networking widget’s network, terms, moderation, attendance, and what was recorded', () => {
    expect(MY_AREA_MODULES).toEqual([
      'documents',
      'submission',
      'evaluation',
      'program',
      'helpdesk',
      'profile',
      'groups',
      'inbox',
      'networking_settings',
      'network',
      'terms',
      'moderation',
      'attendance',
      'recorded',
    ]);
  });
  it('reads a module from the path whatever its casing, and nothing else', () => {
    expect(myAreaModule('Documents')).toBe('documents');
    expect(myAreaModule('networking_settings')).toBe('networking_settings');
    expect(myAreaModule('networking-settings')).toBeNull();
    expect(myAreaModule('')).toBeNull();
    expect(myAreaModule(null)).toBeNull();
    expect(myAreaModule(undefined)).toBeNull();
  });
  it('sends the profile box to the profile form and the helpdesk box to the helpdesk page', () => {
    expect(boxTarget('profile')).toEqual({ route: 'UserFormPage' });
    expect(boxTarget('Profile')).toEqual({ route: 'UserFormPage' });
    expect(boxTarget('helpdesk')).toEqual({ route: 'HelpdeskPage' });
  });
  it('opens every other box in my area, under the module’s own name', () => {
    expect(boxTarget('documents')).toEqual({ route: 'MyAreaPage', module: 'documents' });
    expect(boxTarget('Program')).toEqual({ route: 'MyAreaPage', module: 'program' });
    expect(boxTarget('somethingNew')).toEqual({ route: 'MyAreaPage', module: 'somethingNew' });
  });
});
