/**
 * The abstract submission's rules (docs/rules/shell-access-identity.md section 2: SubmissionPage,
 * /{i}/{e}/{l}/submission/{module*}; docs/rules/content-areas.md section 2 names `submission` among my area's
 * modules). The rules name the page only. Ours: what attendees of a congress expect there, written once here
 * and read by the page and the reference server alike:
 * - an abstract has a title, authors (name and affiliation), a topic from the event's list and a text of at most
 *   ABSTRACT_WORD_LIMIT words;
 * - its status is one of SUBMISSION_STATUSES; only a draft can still be changed: submitting it makes it read only
 *   (the reviewers move it on to underReview, accepted or rejected);
 * - a draft may be incomplete (a title is all it needs); submitting checks every field and the word limit;
 * - the page's module path: `` (the list), `abstracts/new`, `abstracts/edit/{id}`.
 */

/** Ours: the most words of an abstract's text, counted as countWords counts them. */
export const ABSTRACT_WORD_LIMIT = 300;
/** Ours: the longest title, in characters. */
export const ABSTRACT_TITLE_MAX = 250;
/** Ours: the most authors of one abstract, and the longest name or affiliation. */
export const ABSTRACT_AUTHORS_MAX = 20;
export const ABSTRACT_AUTHOR_FIELD_MAX = 200;
/** Ours: a hard cap on the stored text in characters (a draft may exceed the word limit, not this). */
export const ABSTRACT_TEXT_MAX_CHARS = 20_000;

export const SUBMISSION_STATUSES = ['draft', 'submitted', 'underReview', 'accepted', 'rejected'] as const;
export type SubmissionStatusName = (typeof SUBMISSION_STATUSES)[number];

export function isSubmissionStatus(value: unknown): value is SubmissionStatusName {
  return typeof value === 'string' && (SUBMISSION_STATUSES as readonly string[]).includes(value);
}

/** Only a draft can still be edited; once submitted the abstract is read only. */
export function isEditable(status: SubmissionStatusName): boolean {
  return status === 'draft';
}

/** Words as a reader counts them: runs of characters between white space (hyphenated words count once). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

export function withinWordLimit(text: string, limit = ABSTRACT_WORD_LIMIT): boolean {
  return countWords(text) <= limit;
}

/**
 * The same limit as a regular expression, for the form's own validator (SurveyJS checks it before Submit).
 * Each repetition is one run of non-space followed by space, so matching is linear (no nested ambiguity).
 */
export function wordLimitPattern(limit = ABSTRACT_WORD_LIMIT): string {
  return `^\\s*(?:\\S+\\s+){0,${limit - 1}}\\S*\\s*$`;
}

export type SubmissionView = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'unknown' };

/** The page's module path (the route's `module*`, slashes kept) as what to show. */
export function parseSubmissionModule(module: string | undefined): SubmissionView {
  const parts = (module ?? '')
    .split('/')
    .filter((part) => part !== '')
    .map((part) => part.toLowerCase());
  if (parts.length === 0) return { kind: 'list' };
  if (parts[0] !== 'abstracts') return { kind: 'unknown' };
  if (parts.length === 1) return { kind: 'list' };
  if (parts.length === 2 && parts[1] === 'new') return { kind: 'new' };
  if (parts.length === 3 && parts[1] === 'edit' && /^[1-9]\d{0,8}$/.test(parts[2]!)) return { kind: 'edit', id: Number(parts[2]) };
  return { kind: 'unknown' };
}

/** The module path of each view (the inverse of parseSubmissionModule). */
export const SUBMISSION_MODULES = {
  list: '',
  new: 'abstracts/new',
  edit: (id: number) => `abstracts/edit/${id}`,
} as const;

export interface AbstractAuthor {
  name: string;
  affiliation: string;
}

/** The fields a person writes, as the form holds them. */
export interface AbstractFields {
  title: string;
  authors: AbstractAuthor[];
  topic: string;
  text: string;
}

/** The texts of the form's questions and messages (from the area's text set). */
export interface AbstractFormTexts {
  title: string;
  authors: string;
  authorName: string;
  affiliation: string;
  addAuthor: string;
  removeAuthor: string;
  topic: string;
  topicPlaceholder: string;
  text: string;
  /** With {limit}. */
  textDescription: string;
  /** With {limit}: the message when the text is over the limit. */
  overLimit: string;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * The SurveyJS model of the abstract form: one page, the text counted at each keystroke (textUpdateMode onTyping),
 * the word limit as the text's own validator, so Submit refuses too long a text with a message beside it.
 */
export function abstractSurveyModel(texts: AbstractFormTexts, topics: readonly { Id: string; Name: string }[]): Record<string, unknown> {
  return {
    showQuestionNumbers: 'off',
    textUpdateMode: 'onTyping',
    checkErrorsMode: 'onComplete',
    elements: [
      { type: 'text', name: 'title', title: texts.title, isRequired: true, maxLength: ABSTRACT_TITLE_MAX },
      {
        type: 'paneldynamic',
        name: 'authors',
        title: texts.authors,
        isRequired: true,
        minPanelCount: 1,
        panelCount: 1,
        maxPanelCount: ABSTRACT_AUTHORS_MAX,
        panelAddText: texts.addAuthor,
        panelRemoveText: texts.removeAuthor,
        templateElements: [
          { type: 'text', name: 'name', title: texts.authorName, isRequired: true, maxLength: ABSTRACT_AUTHOR_FIELD_MAX },
          { type: 'text', name: 'affiliation', title: texts.affiliation, isRequired: true, maxLength: ABSTRACT_AUTHOR_FIELD_MAX },
        ],
      },
      {
        type: 'dropdown',
        name: 'topic',
        title: texts.topic,
        isRequired: true,
        placeholder: texts.topicPlaceholder,
        choices: topics.map((topic) => ({ value: topic.Id, text: topic.Name })),
      },
      {
        type: 'comment',
        name: 'text',
        title: texts.text,
        description: fill(texts.textDescription, { limit: ABSTRACT_WORD_LIMIT }),
        isRequired: true,
        rows: 12,
        maxLength: ABSTRACT_TEXT_MAX_CHARS,
        validators: [{ type: 'regex', regex: wordLimitPattern(), text: fill(texts.overLimit, { limit: ABSTRACT_WORD_LIMIT }) }],
      },
    ],
  };
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What the form holds, read back as fields (a missing or odd answer is empty, never an error). */
export function fieldsFromSurvey(data: Readonly<Record<string, unknown>>): AbstractFields {
  const authors = Array.isArray(data.authors) ? (data.authors as unknown[]) : [];
  return {
    title: asText(data.title).trim(),
    authors: authors
      .filter((author): author is Record<string, unknown> => typeof author === 'object' && author !== null)
      .map((author) => ({ name: asText(author.name).trim(), affiliation: asText(author.affiliation).trim() }))
      .filter((author) => author.name !== '' || author.affiliation !== ''),
    topic: asText(data.topic),
    text: asText(data.text),
  };
}

/** Fields as the form's answers (a saved draft opened again). */
export function surveyFromFields(fields: AbstractFields): Record<string, unknown> {
  return {
    title: fields.title,
    authors: fields.authors.length > 0 ? fields.authors.map((author) => ({ ...author })) : [{}],
    ...(fields.topic ? { topic: fields.topic } : {}),
    text: fields.text,
  };
}
