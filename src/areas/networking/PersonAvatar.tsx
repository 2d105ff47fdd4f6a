/**
 * A person's picture (only where they chose to show it, and only a safe address: core/url.ts), else the initials of
 * the name they show, else nothing but the circle. Decorative: their name is always written beside it.
 *
 * Texts: none. Theme tokens: those of Messaging.styles (Avatar).
 */
import { safeHref } from '../../core/url';
import { Avatar } from './Messaging.styles';

function initialsOf(name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}

export function PersonAvatar({ name, picturePath }: { name: string | null; picturePath: string | null }) {
  const href = safeHref(picturePath);
  // An image address: a web or relative one (safeHref also lets mailto and tel through, which are no pictures).
  const picture = href !== null && !/^(mailto|tel):/iu.test(href) ? href : null;
  return <Avatar aria-hidden="true">{picture ? <img src={picture} alt="" /> : initialsOf(name)}</Avatar>;
}
