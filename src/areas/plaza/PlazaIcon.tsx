/**
 * The plaza's tile icons (core/plaza/config.ts PLAZA_ICONS), outline paths on a 24 x 24 grid in the current colour.
 * Decorative: the tile's title names it.
 *
 * Texts: none. Theme tokens: none (icons take the text colour).
 */
import type { PlazaIcon as PlazaIconName } from '../../core/plaza/config';

const PATHS: Record<PlazaIconName | 'lock', string> = {
  play: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM10 8l6 4-6 4z',
  lounge: 'M4 12V9a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v3M3 12h18v5H3zM5 17v3M19 17v3',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3v3H8z',
  chat: 'M4 5h16v11H9l-5 4z',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7',
  programme: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  poster: 'M5 3h14v18H5zM8 7h8v5H8zM8 15h8M8 18h5',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17v.5',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.3-5.5-3-5.5 3 1-6.3L3 9.7l6.2-.9z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
};

export function PlazaIcon({ name, size = 32 }: { name: PlazaIconName | 'lock'; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
