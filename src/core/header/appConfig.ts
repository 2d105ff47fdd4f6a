/**
 * The keys of the event's config_json that the header reads (docs/rules/shell-access-identity.md section 3, App
 * config: defaults.header.menu.socialMediaItems {icon, url, target}; defaults.terminal
 * {terminalHeaderImage}). The terminal's promo video (section 2, "a looping muted promo video with two
 * images") has no named key in the spec: ours is defaults.terminal.promoVideo {url, images: [two]}.
 */
import { CONFIG } from '../config';
import { describe, isRecord } from '../configGuards';
import { safeExternalUrl, safeHref } from '../url';

export interface SocialMediaItem {
  icon: string;
  href: string;
  target: '_self' | '_blank';
}

export interface HeaderAppConfig {
  socialMediaItems: SocialMediaItem[];
  terminal: { headerImage: string | null; promoVideo: { url: string; images: string[] } | null };
}

function at(root: Record<string, unknown>, path: string[], warnings: string[]): unknown {
  let value: unknown = root;
  for (let i = 0; i < path.length; i++) {
    if (value === undefined || value === null) return undefined;
    if (!isRecord(value)) {
      warnings.push(`${CONFIG}: ${path.slice(0, i).join('.')} is ${describe(value)}, not an object; ignored`);
      return undefined;
    }
    value = value[path[i]!];
  }
  return value;
}

/** An image address: http(s) or a path on this site; anything else is no image. */
export function imageSource(value: unknown): string | null {
  const href = safeHref(value);
  if (href === null || /^(mailto|tel):/i.test(href)) return null;
  return href;
}

export function parseHeaderAppConfig(root: Record<string, unknown>): HeaderAppConfig & { warnings: string[] } {
  const warnings: string[] = [];
  const socialMediaItems: SocialMediaItem[] = [];
  const social = at(root, ['defaults', 'header', 'menu', 'socialMediaItems'], warnings);
  if (Array.isArray(social)) {
    social.forEach((entry: unknown, index) => {
      const field = `defaults.header.menu.socialMediaItems[${index}]`;
      if (!isRecord(entry) || typeof entry.icon !== 'string') {
        warnings.push(`${CONFIG}: ${field} has no icon; skipped`);
        return;
      }
      // Social media pages are elsewhere: only an absolute http(s) address is a link.
      const href = safeExternalUrl(entry.url);
      if (!href) {
        warnings.push(`${CONFIG}: ${field}.url is not an http(s) address; skipped`);
        return;
      }
      socialMediaItems.push({ icon: entry.icon.trim().toLowerCase(), href, target: entry.target === '_self' ? '_self' : '_blank' });
    });
  } else if (social !== undefined && social !== null) {
    warnings.push(`${CONFIG}: defaults.header.menu.socialMediaItems is ${describe(social)}, not an array; no social media icons`);
  }

  const headerImageValue = at(root, ['defaults', 'terminal', 'terminalHeaderImage'], warnings);
  const headerImage = imageSource(headerImageValue);
  if (headerImageValue && !headerImage) warnings.push(`${CONFIG}: defaults.terminal.terminalHeaderImage is not an image address; ignored`);

  let promoVideo: HeaderAppConfig['terminal']['promoVideo'] = null;
  const video = at(root, ['defaults', 'terminal', 'promoVideo'], warnings);
  if (isRecord(video)) {
    const url = imageSource(video.url);
    if (url) {
      const images = Array.isArray(video.images)
        ? video.images
            .map(imageSource)
            .filter((src): src is string => src !== null)
            .slice(0, 2)
        : [];
      promoVideo = { url, images };
    } else warnings.push(`${CONFIG}: defaults.terminal.promoVideo.url is not a video address; no promo video`);
  } else if (video !== undefined && video !== null) {
    warnings.push(`${CONFIG}: defaults.terminal.promoVideo is ${describe(video)}, not an object; no promo video`);
  }
  return { socialMediaItems, terminal: { headerImage, promoVideo }, warnings };
}
