import { describe, expect, it } from 'vitest';
import type { HelpdeskFaq } from '../../contracts';
import { countEntries, createFaqSearch, FAQ_SEARCH_OPTIONS, queryWords, searchableText } from './faq';

const FAQ: HelpdeskFaq = {
  Topics: [
    {
      Name: 'Your account',
      Entries: [
        {
          Id: 'password',
          Question: 'I forgot my password. What now?',
          AnswerHtml: '<p>Use <a href="/forgotpassword">Forgot password</a> on the sign-in page.</p>',
        },
        {
          Id: 'email',
          Question: 'How do I change my e-mail address?',
          AnswerHtml: '<p>Write to the help desk &amp; we change it for you.</p>',
        },
      ],
    },
    {
      Name: 'Certificates',
      Entries: [
        {
          Id: 'cme',
          Question: 'When do I get my CME certificate?',
          AnswerHtml:
            '<p>After the congress has ended and you have completed the evaluation of the sessions you attended, the certificate is in My area.</p>',
        },
      ],
    },
  ],
};

describe('the helpdesk search (general fuzzy search, docs/rules/content-areas.md sections 5 and 9)', () => {
  it('uses the spec’s threshold 0.3 and minimum match 3, anywhere in an answer', () => {
    expect(FAQ_SEARCH_OPTIONS.threshold).toBe(0.3);
    expect(FAQ_SEARCH_OPTIONS.minMatchCharLength).toBe(3);
    expect(FAQ_SEARCH_OPTIONS.ignoreLocation).toBe(true);
  });

  it('gives every topic for a blank query', () => {
    expect(createFaqSearch(FAQ)('   ')).toEqual(FAQ.Topics);
  });

  it('finds a question by a word of it, keeping its topic', () => {
    const topics = createFaqSearch(FAQ)('password');
    expect(topics.map((topic) => topic.Name)).toEqual(['Your account']);
    expect(topics[0]!.Entries.map((entry) => entry.Id)).toEqual(['password']);
  });

  it('finds a word far into an answer', () => {
    const topics = createFaqSearch(FAQ)('evaluation');
    expect(topics.flatMap((topic) => topic.Entries.map((entry) => entry.Id))).toEqual(['cme']);
  });

  it('forgives a typo', () => {
    expect(countEntries(createFaqSearch(FAQ)('certficate'))).toBe(1);
  });

  it('needs every word of the query, in any order', () => {
    expect(countEntries(createFaqSearch(FAQ)('password forgot'))).toBe(1);
    expect(countEntries(createFaqSearch(FAQ)('password certificate'))).toBe(0);
  });

  it('does not match the markup of an answer', () => {
    expect(countEntries(createFaqSearch(FAQ)('href'))).toBe(0);
  });

  it('finds nothing for words unlike any entry', () => {
    expect(createFaqSearch(FAQ)('xylophone')).toEqual([]);
  });
});

describe('searchableText', () => {
  it('keeps the words of HTML and decodes entities', () => {
    expect(searchableText('<p>Fish &amp; <b>chips</b>&nbsp;&#8211; &#x263A;</p><script>alert(1)</script>')).toBe('Fish & chips – ☺');
  });
});

describe('queryWords', () => {
  it('drops words shorter than 3 letters unless nothing else is left', () => {
    expect(queryWords('how do I reset it')).toEqual(['how', 'reset']);
    expect(queryWords('CV')).toEqual(['cv']);
  });
});
