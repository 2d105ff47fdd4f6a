/**
 * Contracts of the social feed widget (docs/rules/content-areas.md section 1: one tab with a microblog timeline,
 * one with photo-sharing posts; section 9: the box's default height 400). The rules name no call, so the names
 * are ours, in the API's PascalCase. Call: src/api/socialFeed.ts; the reference server answers it in
 * server/routes/socialFeed.ts, from posts it keeps itself (no third-party script or image).
 */

/** timeline: the microblog tab; photo: the photo-sharing tab. */
export type SocialPostKind = 'timeline' | 'photo';

export interface SocialPost {
  Id: number;
  Kind: SocialPostKind;
  /** The author's handle, without the @. */
  Handle: string;
  /** The author's display name. */
  Name: string;
  /** Plain text. */
  Text: string;
  /** ISO 8601 instant. */
  PostedAt: string;
  /** A photo on the platform's own origin, with its text alternative; null for a text-only post. */
  Photo: { Url: string; Alt: string } | null;
}
