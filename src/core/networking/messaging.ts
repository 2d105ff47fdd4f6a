/**
 * The rules of networking and one-to-one messages (contracts/messaging.ts), once, for the reference server (which
 * enforces them) and the client (which only hides what would be refused).
 *
 * Ours where the rules are silent, as chat products do (Matrix/Element, Rocket.Chat, venueless): a person is
 * invisible until they opt in; a conversation can be started only as the other side's DirectMessages setting allows,
 * but a conversation the other side has written in stays open to an answer; message text is plain text whose web
 * addresses become links (http and https only: a `javascript:` or `data:` address stays text).
 */
import {
  CONTACT_NOTE_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  type ContactStatus,
  type DirectMessagePolicy,
  type NetworkPerson,
  type NetworkingSettings,
} from '../../contracts';

/** Whether the caller may start a conversation with a person whose settings say `policy`. */
export function mayStartConversation(policy: DirectMessagePolicy, contact: ContactStatus): boolean {
  if (policy === 'everyone') return true;
  if (policy === 'contacts') return contact === 'contact';
  return false;
}

/**
 * Whether the caller may write in an existing one-to-one conversation: as they may start one, or when the other side
 * has written in it (an answer is always allowed, or a person could not reply to someone they wrote to).
 */
export function mayWrite(policy: DirectMessagePolicy, contact: ContactStatus, otherSideHasWritten: boolean): boolean {
  return otherSideHasWritten || mayStartConversation(policy, contact);
}

export type TextProblem = 'empty' | 'tooLong';

/** What is wrong with a message's text, or null (the text is trimmed first). */
export function messageTextProblem(text: string): TextProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > MESSAGE_MAX_LENGTH) return 'tooLong';
  return null;
}

/** What is wrong with a contact request's note (it may be empty), or null. */
export function contactNoteProblem(note: string): TextProblem | null {
  return note.trim().length > CONTACT_NOTE_MAX_LENGTH ? 'tooLong' : null;
}

/** A run of a message's text: plain text, or a web address to show as a link. */
export type MessageSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** http(s) addresses and www. names, up to whitespace or an angle bracket. */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
/** Punctuation that ends a sentence rather than an address ("see https://x.org."). */
const TRAILING = /[.,;:!?)\]}'’”]+$/u;

/**
 * A message's text as runs of text and links. Only http and https become links; what a link shows is exactly the text
 * written, so no address is hidden behind other words.
 */
export function messageSegments(text: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (value === '') return;
    const previous = segments[segments.length - 1];
    if (previous?.kind === 'text') previous.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    let written = match[0];
    // An opening bracket inside the address keeps its closing one ("…/Heart_(organ)").
    const trailing = TRAILING.exec(written)?.[0] ?? '';
    written = written.slice(0, written.length - trailing.length);
    const href = linkTarget(written);
    pushText(text.slice(last, start));
    if (href === null) pushText(written);
    else segments.push({ kind: 'link', text: written, href });
    pushText(trailing);
    last = start + match[0].length;
  }
  pushText(text.slice(last));
  return segments;
}

/** The address a written web address opens (www. names on https), or null when it is no http(s) address. */
function linkTarget(written: string): string | null {
  const candidate = /^www\./iu.test(written) ? `https://${written}` : written;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * What of a person another participant may see: the hidden fields are null (Interests empty). The settings govern the
 * network (who is found, and with what); a person who has turned to the caller (sent them a contact request or a
 * message, or is their contact) has shown them their name whatever the settings, as in any messenger. The caller's
 * relation and permissions are added by whoever knows them.
 */
export function visiblePerson(
  person: {
    UserId: number;
    Name: string;
    Profession: string | null;
    Country: string | null;
    Interests: string[];
    PicturePath: string | null;
  },
  settings: NetworkingSettings,
  turnedToCaller: boolean,
): Pick<NetworkPerson, 'UserId' | 'Name' | 'Profession' | 'Country' | 'Interests' | 'PicturePath'> {
  const show = settings.Findable ? settings.Show : { Name: false, Profession: false, Country: false, Interests: false, Picture: false };
  return {
    UserId: person.UserId,
    Name: (show.Name || turnedToCaller) && person.Name.trim() !== '' ? person.Name.trim() : null,
    Profession: show.Profession ? person.Profession : null,
    Country: show.Country ? person.Country : null,
    Interests: show.Interests ? person.Interests : [],
    PicturePath: show.Picture ? person.PicturePath : null,
  };
}
