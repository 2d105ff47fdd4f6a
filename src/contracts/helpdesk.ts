/**
 * Contracts of the helpdesk's questions and answers (the HelpdeskPage, docs/rules/shell-access-identity.md section 2;
 * the rules name the page, not its call). Ours: GET /api/Public/HelpdeskFaq?shortname&language (src/api/helpdesk.ts),
 * answered by server/routes/helpdesk.ts from the event's resource set VMXHelpdeskFaq.
 */

/** The resource set that holds an event's questions and answers, one resource per entry, per language. */
export const HELPDESK_FAQ_RESOURCE_SET = 'VMXHelpdeskFaq';

/** One entry's resource value, as an editor writes it (JSON). */
export interface HelpdeskFaqResource {
  topic: string;
  question: string;
  /** HTML as the editor wrote it; sanitised before it is shown. */
  answer: string;
  /** Place in the list (lower first): entries keep it within their topic, topics follow their first entry. */
  position: number;
}

export interface HelpdeskFaqEntry {
  /** The resource's name: stable across languages, the anchor of the entry. */
  Id: string;
  Question: string;
  /** HTML as the editor wrote it; must be sanitised before it is shown. */
  AnswerHtml: string;
}

export interface HelpdeskFaqTopic {
  Name: string;
  Entries: HelpdeskFaqEntry[];
}

export interface HelpdeskFaq {
  Topics: HelpdeskFaqTopic[];
}
