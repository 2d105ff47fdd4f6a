import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABSTRACT_WORD_LIMIT,
  abstractSurveyModel,
  countWords,
  fieldsFromSurvey,
  isEditable,
  parseSubmissionModule,
  SUBMISSION_MODULES,
  SUBMISSION_STATUSES,
  surveyFromFields,
  wordLimitPattern,
  withinWordLimit,
} from './abstract';

const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');

describe('the abstract rules', () => {
  it('limit the text to 300 words and know the five statuses', () => {
    expect(ABSTRACT_WORD_LIMIT).toBe(300);
    expect(SUBMISSION_STATUSES).toEqual(['draft', 'submitted', 'underReview', 'accepted', 'rejected']);
    expect(SUBMISSION_STATUSES.filter(isEditable)).toEqual(['draft']);
  });

  it('count words between any white space, hyphenated words once', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
    expect(countWords(' evidence-based  care\nfor\tall ')).toBe(4);
    expect(withinWordLimit(words(300))).toBe(true);
    expect(withinWordLimit(words(301))).toBe(false);
  });

  it("give the form's validator the same limit as the word count", () => {
    const pattern = new RegExp(wordLimitPattern());
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^\S{1,6}$/), { maxLength: 320 }), fc.constantFrom(' ', '\n', '  ', '\t'), (parts, gap) => {
        const text = ` ${parts.join(gap)} `;
        expect(pattern.test(text)).toBe(countWords(text) <= ABSTRACT_WORD_LIMIT);
      }),
      { numRuns: 200 },
    );
  });

  it('read the module path: the list, a new abstract, one to edit; anything else is unknown', () => {
    expect(parseSubmissionModule(undefined)).toEqual({ kind: 'list' });
    expect(parseSubmissionModule('')).toEqual({ kind: 'list' });
    expect(parseSubmissionModule('abstracts')).toEqual({ kind: 'list' });
    expect(parseSubmissionModule('abstracts/new')).toEqual({ kind: 'new' });
    expect(parseSubmissionModule('abstracts/edit/7')).toEqual({ kind: 'edit', id: 7 });
    expect(parseSubmissionModule('Abstracts/Edit/7/')).toEqual({ kind: 'edit', id: 7 });
    for (const odd of ['abstracts/edit/0', 'abstracts/edit/x', 'abstracts/edit/7/more', 'reviews', 'abstracts/new/1']) {
      expect(parseSubmissionModule(odd), odd).toEqual({ kind: 'unknown' });
    }
    expect(parseSubmissionModule(SUBMISSION_MODULES.edit(12))).toEqual({ kind: 'edit', id: 12 });
    expect(parseSubmissionModule(SUBMISSION_MODULES.new)).toEqual({ kind: 'new' });
  });

  it('build a one-page form whose text is counted as it is typed and refused over the limit', () => {
    const model = abstractSurveyModel(
      {
        title: 'Title',
        authors: 'Authors',
        authorName: 'Name',
        affiliation: 'Affiliation',
        addAuthor: 'Add',
        removeAuthor: 'Remove',
        topic: 'Topic',
        topicPlaceholder: 'Choose',
        text: 'Abstract',
        textDescription: 'At most {limit} words.',
        overLimit: 'Over {limit} words.',
      },
      [{ Id: 'oncology', Name: 'Oncology' }],
    );
    expect(model.textUpdateMode).toBe('onTyping');
    const elements = model.elements as { name: string; description?: string; choices?: unknown; validators?: { text: string }[] }[];
    expect(elements.map((element) => element.name)).toEqual(['title', 'authors', 'topic', 'text']);
    expect(elements[2]!.choices).toEqual([{ value: 'oncology', text: 'Oncology' }]);
    expect(elements[3]!.description).toBe('At most 300 words.');
    expect(elements[3]!.validators![0]!.text).toBe('Over 300 words.');
  });

  it('read the answers back as fields, trimmed, leaving out empty authors, and round-trip them', () => {
    const fields = fieldsFromSurvey({
      title: '  A title ',
      authors: [{ name: ' Ann ', affiliation: 'Uni' }, {}, 'odd'],
      topic: 'oncology',
      text: 'Some text',
    });
    expect(fields).toEqual({ title: 'A title', authors: [{ name: 'Ann', affiliation: 'Uni' }], topic: 'oncology', text: 'Some text' });
    expect(fieldsFromSurvey(surveyFromFields(fields))).toEqual(fields);
    expect(fieldsFromSurvey({})).toEqual({ title: '', authors: [], topic: '', text: '' });
  });
});
