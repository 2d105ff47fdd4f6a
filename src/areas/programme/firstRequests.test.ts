// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { FIRST_SESSIONS_PATH, FIRST_SESSIONS_TAKE, firstRequestUrls, VIEWS_NOT_ON_SESSIONS } from '../../store/firstRequests';
import { OPENING_LISTS, PROGRAMME_VIEWS } from './ProgrammeElement';
import { FIRST_ROWS_TAKE } from './useProgramme';

/** The autoloader's copy of what <vmx-programme> asks first (store/firstRequests.ts), held against the element's own. */
describe("the autoloader's first requests for <vmx-programme>", () => {
  it('ask for the first rows the element shows, as many as it takes', () => {
    expect(FIRST_SESSIONS_TAKE).toBe(FIRST_ROWS_TAKE);
  });

  it.each(Object.keys(PROGRAMME_VIEWS))('ask for the sessions first rows exactly when view %s opens on the sessions', (view) => {
    expect(VIEWS_NOT_ON_SESSIONS.includes(view)).toBe(OPENING_LISTS[view as keyof typeof OPENING_LISTS][0] !== 'sessions');
    const element = document.createElement('vmx-programme');
    for (const [name, value] of Object.entries({ instance: 'demo', event: 'ehc2026', language: 'en-GB', 'api-base': '/', view })) {
      element.setAttribute(name, value);
    }
    const asksForFirstRows = firstRequestUrls(element, null, 0).some((url) => new URL(url).pathname === FIRST_SESSIONS_PATH);
    expect(asksForFirstRows).toBe(OPENING_LISTS[view as keyof typeof OPENING_LISTS][0] === 'sessions');
  });
});
