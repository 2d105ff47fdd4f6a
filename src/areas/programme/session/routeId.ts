/** A route's id parameter as the number the programme lists use; null for anything else. */
export function routeId(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}
