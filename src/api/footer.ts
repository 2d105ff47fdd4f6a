/** GET /api/Core/FooterModel?context&shortName&language (docs/rules/shell-access-identity.md section 7, on the identity API). */
import type { Http } from './http';

/** The reply is read by core/footer parseFooterModel, which tolerates any shape: unknown here. */
export function getFooterModel(http: Http, { event, language }: { event: string; language: string }, signal?: AbortSignal) {
  return http.get<unknown>('/api/Core/FooterModel', { context: 'Event', shortName: event, language }, signal);
}
