/** Filling in a SurveyJS survey as a visitor would, for the evaluation tests. */
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Answers every visible question on the survey's current page: a rating or a choice gets its last option, a yes/no
 * switch its yes (in the survey's language), a checkbox its first, a text the words given.
 */
export async function answerSurveyPage(dialog: Locator, { yes = 'Yes', words = 'Clear and useful, thank you.' } = {}): Promise<void> {
  const questions = dialog.locator('.sd-question');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  for (let i = 0; i < count; i++) {
    const question = questions.nth(i);
    if (!(await question.isVisible())) continue;
    const radios = question.getByRole('radio');
    const switches = question.getByRole('switch');
    const checkboxes = question.getByRole('checkbox');
    const textboxes = question.getByRole('textbox');
    if ((await radios.count()) > 0) await radios.last().check({ force: true });
    else if ((await switches.count()) > 0) await question.getByText(yes, { exact: true }).click();
    else if ((await checkboxes.count()) > 0) await checkboxes.first().check({ force: true });
    else if ((await textboxes.count()) > 0) await textboxes.first().fill(words);
  }
}
