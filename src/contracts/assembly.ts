/**
 * The general assembly (docs/rules/shell-access-identity.md section 2, AssemblyPage; the rules name no call for it,
 * so these are ours, in the style of the module calls):
 *   GET /api/Modules/Assembly?eventid&language                 Assembly; 401 signed out, 403 not a member, 404 none
 *   GET /api/Modules/AssemblyDocument?eventid&language&id      one of its documents as a PDF (the same access)
 */

/** One item of the agenda, in order. */
export interface AssemblyAgendaItem {
  Id: number;
  /** When the item is due (ISO instant), or null for an item without a time of its own. */
  StartTime: string | null;
  Title: string;
  /** Who presents it, or null. */
  Presenter: string | null;
  Description: string | null;
}

/** A document of the assembly; the PDF is GET /api/Modules/AssemblyDocument with its Id (bearer token). */
export interface AssemblyDocument {
  Id: number;
  Title: string;
  Description: string | null;
}

/** The assembly's live stream: a player page in an iframe, or an HLS stream (as the live page's, liveStreams). */
export interface AssemblyStream {
  Type: 'hls' | 'iframe';
  Url: string;
}

export interface Assembly {
  Title: string;
  Description: string;
  /** ISO instants. */
  StartTime: string;
  EndTime: string;
  Location: string;
  /** The assembly's session in the programme, when it is listed there. */
  SessionId: number | null;
  /** Null when the assembly is not streamed. */
  Stream: AssemblyStream | null;
  Agenda: AssemblyAgendaItem[];
  Documents: AssemblyDocument[];
  /** The minutes (HTML), only once the assembly has ended and they are written; null before. */
  Minutes: string | null;
}
