import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../http/errors';
import { correctAnswerCount, parseResult, publicModel, quizQuestionCount, validateResult } from './model';

const quiz = {
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'radiogroup', name: 'pick', isRequired: true, choices: ['a', 'b', 'c'], correctAnswer: 'b' },
        { type: 'checkbox', name: 'many', choices: [{ value: 1, text: 'one' }, 2, 3], correctAnswer: [1, 3] },
        { type: 'boolean', name: 'yes', correctAnswer: true },
        { type: 'rating', name: 'stars', rateMin: 1, rateMax: 5 },
        { type: 'comment', name: 'note' },
        { type: 'text', name: 'count', inputType: 'number' },
        { type: 'panel', name: 'inner', elements: [{ type: 'dropdown', name: 'deep', choices: ['x'], correctAnswer: 'x' }] },
      ],
    },
  ],
};

const fieldOf = (run: () => void): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof BadRequestError) return error.field;
    throw error;
  }
};

describe('publicModel', () => {
  it('removes every correctAnswer, also inside panels, and keeps the rest', () => {
    const model = publicModel(quiz);
    expect(JSON.stringify(model)).not.toMatch(/correctAnswer/i);
    expect(JSON.stringify(model)).toContain('"deep"');
    expect(quizQuestionCount(quiz)).toBe(4);
  });
});

describe('validateResult', () => {
  it('accepts allowed answers', () => {
    expect(
      fieldOf(() => validateResult(quiz, { pick: 'a', many: [3, 1], yes: false, stars: 4, note: 'hi', count: 3, deep: 'x' })),
    ).toBeNull();
  });

  it('names the question of an answer that is not allowed', () => {
    expect(fieldOf(() => validateResult(quiz, { pick: 'z' }))).toBe('Result.pick');
    expect(fieldOf(() => validateResult(quiz, { pick: 'a', many: 1 }))).toBe('Result.many');
    expect(fieldOf(() => validateResult(quiz, { pick: 'a', many: [1, 1] }))).toBe('Result.many');
    expect(fieldOf(() => validateResult(quiz, { pick: 'a', yes: 'yes' }))).toBe('Result.yes');
    expect(fieldOf(() => validateResult(quiz, { pick: 'a', stars: 9 }))).toBe('Result.stars');
    expect(fieldOf(() => validateResult(quiz, { pick: 'a', note: 5 }))).toBe('Result.note');
    expect(fieldOf(() => validateResult(quiz, { pick: 'a', count: 'three' }))).toBe('Result.count');
    expect(fieldOf(() => validateResult(quiz, { pick: 'a', deep: 'y' }))).toBe('Result.deep');
    expect(fieldOf(() => validateResult(quiz, { pick: 'a', nosuch: 1 }))).toBe('Result.nosuch');
  });

  it('names an unanswered required question', () => {
    expect(fieldOf(() => validateResult(quiz, { many: [1] }))).toBe('Result.pick');
  });

  it('does not require a required question that is hidden by the answers', () => {
    const model = {
      elements: [
        { type: 'boolean', name: 'ask' },
        { type: 'text', name: 'why', isRequired: true, visibleIf: '{ask} = true' },
      ],
    };
    expect(fieldOf(() => validateResult(model, { ask: false }))).toBeNull();
    expect(fieldOf(() => validateResult(model, { ask: true }))).toBe('Result.why');
  });
});

describe('parseResult', () => {
  it('refuses text that is not a JSON object of answers', () => {
    expect(fieldOf(() => parseResult('not json'))).toBe('Result');
    expect(fieldOf(() => parseResult('[1]'))).toBe('Result');
    expect(parseResult('{"a":1}')).toEqual({ a: 1 });
  });
});

describe('correctAnswerCount', () => {
  it('counts right answers with survey-core, whatever the order of a checkbox answer', () => {
    expect(correctAnswerCount(quiz, { pick: 'b', many: [3, 1], yes: true, deep: 'x' })).toBe(4);
    expect(correctAnswerCount(quiz, { pick: 'a', many: [1], yes: true })).toBe(1);
    expect(correctAnswerCount(quiz, {})).toBe(0);
  });
});
