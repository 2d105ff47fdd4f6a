/**
 * Generated pictures for the exhibition: a product's tile and a company's 2D booth background. Pure, so
 * the same product or company always gets the same picture (as the logos of media/logo.ts).
 */
import { escapeXml } from '../http/xml';
import { hash } from '../media/logo';

const PALETTE = ['#0b5cad', '#0f766e', '#7c3aed', '#b91c1c', '#a16207', '#15803d', '#be185d', '#1d4ed8'];

/** A 320x200 tile with the product's name and category. */
export function productSvg(id: number, name: string, category: string): string {
  const colour = PALETTE[hash(String(id)) % PALETTE.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="320" height="200" rx="12" fill="${colour}"/>` +
    `<g font-family="Arial, Helvetica, sans-serif" fill="#ffffff">` +
    `<text x="20" y="100" font-size="20" font-weight="700">${escapeXml(name)}</text>` +
    `<text x="20" y="130" font-size="14">${escapeXml(category)}</text>` +
    `</g></svg>`
  );
}

/** A 1600x900 booth: floor, back wall in the company's colour, a counter and the company's name. */
export function boothSvg(id: string, name: string): string {
  const colour = PALETTE[hash(id) % PALETTE.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="1600" height="900" fill="#e5e7eb"/>` +
    `<rect y="620" width="1600" height="280" fill="#9ca3af"/>` +
    `<rect x="200" y="80" width="1200" height="540" fill="${colour}"/>` +
    `<rect x="560" y="520" width="480" height="200" fill="#f9fafb" stroke="#374151" stroke-width="4"/>` +
    `<text x="800" y="200" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>` +
    `</svg>`
  );
}
