/**
 * A list in one address query value: comma-separated, a comma inside an item written as \, (the programme's search
 * view uses the same form; its helper is private to it, hence this one). A backslash is written as \\ so that an item
 * ending in one survives the round trip; a lone backslash before any other character is read as itself, so
 * addresses written by the programme's helper read the same here.
 */

export function joinQueryList(items: readonly string[]): string {
  return items.map((item) => item.replace(/\\/g, '\\\\').replace(/,/g, '\\,')).join(',');
}

/** Items trimmed, empty ones dropped (hand-typed addresses have "a, b" and trailing commas). */
export function splitQueryList(value: string | null | undefined): string[] {
  const items: string[] = [];
  let current = '';
  const text = value ?? '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    const next = text[i + 1];
    if (char === '\\' && (next === ',' || next === '\\')) {
      current += next;
      i += 1;
    } else if (char === ',') {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items.map((item) => item.trim()).filter((item) => item !== '');
}
