/**
 * The ticker's RSS source (docs/rules/content-areas.md section 4). The feed is fetched through Http like every
 * other call and read with the browser's DOMParser; only item titles are kept, as plain text.
 */
import type { Http } from './http';

export async function getRssTitles(http: Http, feedUrl: string, signal?: AbortSignal): Promise<string[]> {
  const xml = await http.getText(feedUrl, undefined, signal);
  return parseRssTitles(xml);
}

export function parseRssTitles(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return [];
  // RSS 2.0 <item><title>, and Atom <entry><title> for feeds that send Atom.
  const items = [...doc.getElementsByTagName('item'), ...doc.getElementsByTagName('entry')];
  return items.map((item) => item.getElementsByTagName('title')[0]?.textContent?.trim() ?? '').filter((title) => title.length > 0);
}
