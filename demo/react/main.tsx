/**
 * The host app of demo/react.html: a React 19 app of a society's site (its own React, bundled here) that
 * renders VMX elements in its JSX. The elements come from /vmx.js and keep their own React inside their
 * shadow roots. The app passes attributes from its state (the language), mounts and unmounts elements
 * with its state (what lives in the event's shared store, the sign-in and the stars, is still there when
 * an element comes back), and listens to the elements' vmx-* events through refs.
 *
 * Not part of the VMX bundle: a demo of a host, built by demo/react/vite.config.ts.
 */
import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';

const EVENT = { instance: 'demo', event: 'ehc2026', 'api-base': '/' } as const;

type Language = 'en-GB' | 'de-DE';

/** The last vmx-* event an element sent, as the host app saw it. */
interface Seen {
  type: string;
  detail: string;
}

/**
 * A callback ref that listens to vmx-* events on the element while it is mounted. React 19 runs the
 * returned cleanup when the element leaves.
 */
function useVmxEvents(types: string[], onEvent: (seen: Seen) => void) {
  const key = types.join(' ');
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const listener = (event: Event) => onEvent({ type: event.type, detail: JSON.stringify((event as CustomEvent).detail ?? null) });
      const names = key.split(' ');
      for (const name of names) element.addEventListener(name, listener);
      return () => {
        for (const name of names) element.removeEventListener(name, listener);
      };
    },
    [key, onEvent],
  );
}

function App() {
  const [language, setLanguage] = useState<Language>('en-GB');
  const [showLogin, setShowLogin] = useState(true);
  const [showProgramme, setShowProgramme] = useState(true);
  const [seen, setSeen] = useState<Seen[]>([]);
  const remember = useCallback((event: Seen) => setSeen((list) => [event, ...list].slice(0, 5)), []);
  const loginRef = useVmxEvents(['vmx-login', 'vmx-logout'], remember);
  const programmeRef = useVmxEvents(['vmx-navigate', 'vmx-favourite-change'], remember);

  return (
    <>
      <header className="site-header">
        <h1>Cardiology Society</h1>
        <vmx-ticker {...EVENT} language={language} />
        <label className="language">
          Language{' '}
          <select value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
            <option value="en-GB">English</option>
            <option value="de-DE">Deutsch</option>
          </select>
        </label>
      </header>
      <main className="columns">
        <section aria-labelledby="programme-title">
          <h2 id="programme-title">Congress programme</h2>
          <button type="button" id="toggle-programme" aria-pressed={showProgramme} onClick={() => setShowProgramme((shown) => !shown)}>
            {showProgramme ? 'Hide the programme' : 'Show the programme'}
          </button>
          {showProgramme && (
            <vmx-programme id="react-programme" ref={programmeRef} {...EVENT} language={language} view="sessions" platform-url="/" />
          )}
        </section>
        <aside aria-labelledby="account-title">
          <h2 id="account-title">Your account</h2>
          <button type="button" id="toggle-login" aria-pressed={showLogin} onClick={() => setShowLogin((shown) => !shown)}>
            {showLogin ? 'Hide the sign-in box' : 'Show the sign-in box'}
          </button>
          {showLogin && <vmx-login id="react-login" ref={loginRef} {...EVENT} language={language} />}
          <h2 id="events-title">What the elements told the app</h2>
          <ol id="react-events" aria-labelledby="events-title">
            {seen.map((event, index) => (
              <li key={seen.length - index} data-event={event.type}>
                <code>{event.type}</code> {event.detail}
              </li>
            ))}
          </ol>
          {seen.length === 0 && <p id="no-events">Nothing yet.</p>}
        </aside>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
