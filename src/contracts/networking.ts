/**
 * Contracts of the networking area's own page and its area-of-interest popup (docs/rules/shell-access-identity.md
 * sections 3 and 4: the user's SelectedInterests; "on the configured pages an area-of-interest popup opens once").
 * Ours: the rules name no call for them, so GET and POST /api/Networking/Interests?eventid&language (src/api/networking.ts),
 * answered by server/routes/networking.ts. The areas of interest are the event's topic tracks (the programme's
 * session groups); the choice is the user's SelectedInterests (the groups' ids, as strings).
 */

export interface NetworkingInterestOption {
  /** The programme group's id, as a string (SelectedInterests holds strings). */
  Id: string;
  Name: string;
}

/** A session of one of the chosen areas: those still to come first, then those already held. */
export interface NetworkingSessionSuggestion {
  Id: number;
  Name: string;
  /** ISO 8601 instants in UTC; shown in the event's time zone. */
  Start: string;
  End: string;
  Room: string;
}

export interface NetworkingInterests {
  Options: NetworkingInterestOption[];
  Selected: string[];
  /** At most NETWORKING_SUGGESTIONS_MAX sessions of the chosen areas: those still to come, soonest first, then those held. */
  Sessions: NetworkingSessionSuggestion[];
}

/** POST /api/Networking/Interests: the whole new choice (ids among the Options). */
export interface NetworkingInterestsUpdate {
  SelectedInterests: string[];
}

export const NETWORKING_SUGGESTIONS_MAX = 6;
