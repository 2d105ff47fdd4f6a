/**
 * The header's icons: a configured icon is a name of this small set, or an image address (a path on this
 * site or http(s)). Decorative: the text beside an icon (or its aria-label) names it.
 *
 * Texts: none. Theme tokens: none (icons take the text colour).
 */
import { imageSource } from '../../core/header';

/** Outline paths on a 24 x 24 grid, drawn with the current colour. */
const PATHS: Record<string, string> = {
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  play: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM10 8l6 4-6 4z',
  building: 'M4 21V5l8-3v19M12 8h8v13M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2M2 21h20',
  chat: 'M4 5h16v11H9l-5 4z',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.3-5.5-3-5.5 3 1-6.3L3 9.7l6.2-.9z',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17v.5',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M5 5l14 14M19 5L5 19',
  up: 'M12 20V5M6 11l6-6 6 6',
  back: 'M20 12H5M11 6l-6 6 6 6',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  chevron: 'M6 9l6 6 6-6',
  linkedin: 'M4 4h16v16H4zM8 10v6M8 7v.5M12 16v-6M12 13a2.5 2.5 0 0 1 5 0v3',
  youtube: 'M3 7a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z',
  instagram: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17 6.5v.5',
  facebook: 'M14 21v-8h3l.5-3H14V8c0-1 .5-1.5 1.5-1.5H18V3.5c-.5 0-1.5-.5-3-.5-3 0-4.5 2-4.5 4.5V10H8v3h2.5v8',
  x: 'M4 4l16 16M20 4L4 20',
  twitter: 'M4 4l16 16M20 4L4 20',
};

export function Icon({ name, size = 20 }: { name: string; size?: number }) {
  if (!name) return null;
  const path = PATHS[name.toLowerCase()];
  if (path) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={path} />
      </svg>
    );
  }
  const src = imageSource(name);
  return src ? <img src={src} alt="" width={size} height={size} /> : null;
}

/** Whether the icon set has a name (social media items without one are shown by name). */
export const hasIcon = (name: string) => name.toLowerCase() in PATHS;
