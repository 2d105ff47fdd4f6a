import { describe, expect, it } from 'vitest';
import { interestPopupOpens, NETWORKING_POPUP_FLAG } from './popup';

describe('interestPopupOpens', () => {
  it('keeps the flag name the spec gives', () => {
    expect(NETWORKING_POPUP_FLAG).toBe('networking-popup-loaded');
  });

  it('opens where the networking widget is active, once, for a user who has chosen nothing', () => {
    expect(interestPopupOpens({ widgetActive: true, flag: null, chosen: 0 })).toBe(true);
    expect(interestPopupOpens({ widgetActive: true, flag: 'true', chosen: 0 })).toBe(false);
    expect(interestPopupOpens({ widgetActive: false, flag: null, chosen: 0 })).toBe(false);
    expect(interestPopupOpens({ widgetActive: true, flag: null, chosen: 2 })).toBe(false);
    expect(interestPopupOpens({ widgetActive: true, flag: null, chosen: null })).toBe(false);
  });
});
