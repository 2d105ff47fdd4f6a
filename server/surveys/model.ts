/**
 * SurveyJS models on the server (docs/rules/content-areas.md sections 3, 5 and 8, "Evaluation and surveys" and the
 * charity's quizzes): what of a model the browser may see, whether a saved result fits its model, and
 * how many quiz answers are right. survey-core runs in Node (no DOM needed for the model), so the rules
 * of a question (choices, required, visibility) are SurveyJS's own, not a copy of them.
 */
import { Model, type Question } from 'survey-core';
import { EVALUATION_TEXTS } from '../../src/core/evaluation/texts';
import { BadRequestError } from '../http/errors';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The model without any correctAnswer, at any depth: quiz answers never reach the browser. */
export function publicModel(model: unknown): Record<string, unknown> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([key]) => key.toLowerCase() !== 'correctanswer')
          .map(([key, inner]) => [key, strip(inner)]),
      );
    }
    return value;
  };
  return strip(model) as Record<string, unknown>;
}

/** Ours: the longest text answer kept. */
export const ANSWER_TEXT_MAX = 4000;
/** Ours: the longest Result accepted (JSON text). */
export const RESULT_TEXT_MAX = 100_000;

const CHOICE_TYPES = new Set(['radiogroup', 'dropdown', 'rating', 'imagepicker']);
const MULTI_CHOICE_TYPES = new Set(['checkbox', 'tagbox']);
const TEXT_TYPES = new Set(['text', 'comment']);

/** The Result text as survey data, or a 400 naming Result. */
export function parseResult(text: string): Record<string, Json> {
  if (text.length > RESULT_TEXT_MAX) throw new BadRequestError('Result', `body.Result: must be at most ${RESULT_TEXT_MAX} characters long`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BadRequestError('Result', 'body.Result: must be the survey data as JSON text');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new BadRequestError('Result', 'body.Result: must be a JSON object of answers');
  return data as Record<string, Json>;
}

const fail = (name: string, detail: string): never => {
  throw new BadRequestError(`Result.${name}`, `body.Result.${name}: ${detail}`);
};

/** Choice values compare as SurveyJS stores them; a number sent as its text counts (a dropdown's "3"). */
function sameValue(a: unknown, b: unknown): boolean {
  return (
    a === b ||
    (typeof a === 'number' && typeof b === 'string' && String(a) === b) ||
    (typeof a === 'string' && typeof b === 'number' && a === String(b))
  );
}

function choiceValues(question: Question): unknown[] {
  const choices = (question as unknown as { visibleChoices?: { value: unknown }[] }).visibleChoices ?? [];
  return choices.map((choice) => choice.value);
}

function checkAnswer(question: Question, value: Json): void {
  const type = question.getType();
  const name = question.name;
  if (CHOICE_TYPES.has(type)) {
    if (Array.isArray(value) || (value !== null && typeof value === 'object')) fail(name, 'must be one of the choices');
    if (!choiceValues(question).some((choice) => sameValue(choice, value)))
      fail(name, `${JSON.stringify(value)} is not one of the choices`);
    return;
  }
  if (MULTI_CHOICE_TYPES.has(type)) {
    if (!Array.isArray(value)) return fail(name, 'must be a list of choices');
    const allowed = choiceValues(question);
    const seen: unknown[] = [];
    for (const item of value) {
      if (!allowed.some((choice) => sameValue(choice, item))) fail(name, `${JSON.stringify(item)} is not one of the choices`);
      if (seen.some((earlier) => sameValue(earlier, item))) fail(name, `${JSON.stringify(item)} is chosen twice`);
      seen.push(item);
    }
    return;
  }
  if (type === 'boolean') {
    const own = question as unknown as { valueTrue?: unknown; valueFalse?: unknown };
    const allowed = [own.valueTrue ?? true, own.valueFalse ?? false];
    if (!allowed.some((choice) => choice === value)) fail(name, 'must be true or false');
    return;
  }
  if (TEXT_TYPES.has(type)) {
    const inputType = (question as unknown as { inputType?: string }).inputType;
    if (inputType === 'number' || inputType === 'range') {
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(name, 'must be a number');
      return;
    }
    if (typeof value !== 'string') return fail(name, 'must be text');
    if (value.length > ANSWER_TEXT_MAX) fail(name, `must be at most ${ANSWER_TEXT_MAX} characters long`);
    return;
  }
  // A type this server cannot check is refused rather than stored unchecked.
  fail(name, `answers of a ${type} question cannot be checked`);
}

/**
 * Throws a 400 naming the field (Result.<question name>) unless the data fits the model: every key is a
 * question of it (or a question's own comment, "<name>-Comment"), every answer is allowed by its question,
 * and every required question that is visible with these answers is answered. Section 8's wording for
 * unanswered mandatory questions is the message.
 */
export function validateResult(modelJson: Record<string, unknown>, data: Record<string, Json>): void {
  const survey = new Model(modelJson);
  survey.data = data;
  const questions = new Map(survey.getAllQuestions(false).map((question) => [question.name, question]));
  for (const [key, value] of Object.entries(data)) {
    const question = questions.get(key);
    if (question) {
      if (value === null) continue;
      checkAnswer(question, value);
      continue;
    }
    const commented = key.endsWith('-Comment') ? questions.get(key.slice(0, -'-Comment'.length)) : undefined;
    const withComment = commented as unknown as
      { showCommentArea?: boolean; hasComment?: boolean; showOtherItem?: boolean; hasOther?: boolean } | undefined;
    if (commented && (withComment!.showCommentArea || withComment!.hasComment || withComment!.showOtherItem || withComment!.hasOther)) {
      if (typeof value !== 'string' || value.length > ANSWER_TEXT_MAX) fail(key, `must be text of at most ${ANSWER_TEXT_MAX} characters`);
      continue;
    }
    fail(key, 'the survey has no such question');
  }
  for (const question of questions.values()) {
    if (question.isRequired && question.isVisible && question.isEmpty()) {
      fail(question.name, EVALUATION_TEXTS['evaluation.mandatory']);
    }
  }
}

/** How many quiz questions the data answers right (survey-core's own comparison, order of a checkbox's choices aside). */
export function correctAnswerCount(modelJson: Record<string, unknown>, data: Record<string, unknown>): number {
  const survey = new Model(modelJson);
  survey.data = data;
  return survey.getCorrectAnswerCount();
}

/** How many questions of the model have a correctAnswer. */
export function quizQuestionCount(modelJson: Record<string, unknown>): number {
  return new Model(modelJson).getQuizQuestionCount();
}

/** The model's correct answers by question name (for seeding results that match their model). */
export function correctAnswers(modelJson: Record<string, unknown>): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const question of new Model(modelJson).getAllQuestions(false)) {
    if (question.correctAnswer !== undefined && question.correctAnswer !== null) answers[question.name] = question.correctAnswer;
  }
  return answers;
}
