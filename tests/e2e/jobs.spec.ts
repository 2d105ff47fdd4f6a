/**
 * The job board (docs/rules/content-areas.md section 2: /{i}/{e}/{l}/jobs and /{i}/{e}/{l}/jobs/{jobsId};
 * areas/community): postings with employer (linked to the exhibitor profile), location and kind; search and
 * filters kept in the address; a posting's page with its sanitised description and how to apply; an unknown id;
 * German; keyboard; axe.
 */
import type { Page } from '@playwright/test';
import { JOBS_TEXTS } from '../../src/core/jobs/texts';
import { JOBS_TEXTS_DE } from '../../server/db/seed/texts-de/jobs';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event } = DEMO;
const jobsPath = (language = 'en-GB') => `/${instance}/${event}/${language}/jobs`;

async function openJobs(page: Page, path: string) {
  await page.goto(path);
  const jobs = page.locator('vmx-app [part="jobs"]');
  await expect(jobs.locator('li [data-job]').first()).toBeVisible();
  return jobs;
}

test('the job board lists ten postings with employer, location and kind, exhibitors linked to their profiles', async ({ page }) => {
  const jobs = await openJobs(page, jobsPath());
  await expect(jobs.locator('li [data-job]')).toHaveCount(10);
  await expect(jobs.locator('[data-jobs-count]')).toHaveText('10 jobs');
  const fellowship = jobs.locator('[data-job="j-5"]');
  await expect(fellowship.locator('h2')).toHaveText('EHS research fellowship in prevention');
  await expect(fellowship.locator('[data-employer]')).toHaveText('European Health Society');
  await expect(fellowship).toContainText('Fellowship');
  const exhibitorJob = jobs.locator('[data-job="j-1"] [data-employer] a');
  await expect(exhibitorJob).toHaveAttribute('href', /^\/demo\/ehc2026\/en-GB\/profile\/ca-\d+$/);
  await expectNoSeriousViolations(page, 'jobs list');
});

test('search and the kind and location filters narrow the list at once, are kept in the address and cleared together', async ({ page }) => {
  const jobs = await openJobs(page, jobsPath());
  await jobs.getByLabel(JOBS_TEXTS['jobs.search.label']).fill('fellowship');
  await expect(jobs.locator('[data-jobs-count]')).toHaveText('2 jobs');
  await expect(page).toHaveURL(/\?q=fellowship$/);

  await jobs.getByLabel(JOBS_TEXTS['jobs.kind.label']).selectOption('fellowship');
  await jobs.getByLabel(JOBS_TEXTS['jobs.location.label']).selectOption('Zurich');
  await expect(jobs.locator('li [data-job]')).toHaveCount(1);
  await expect(jobs.locator('li [data-job]')).toHaveAttribute('data-job', 'j-6');

  await jobs.getByLabel(JOBS_TEXTS['jobs.search.label']).fill('nothing like this');
  await expect(jobs.locator('[data-jobs="no-match"]')).toHaveText(JOBS_TEXTS['jobs.noMatch']);
  await jobs.getByRole('button', { name: JOBS_TEXTS['jobs.clear'] }).click();
  await expect(jobs.locator('li [data-job]')).toHaveCount(10);
  await expect(page).toHaveURL(/\/jobs$/);

  // The filter survives opening a posting and coming Back.
  await page.goto(`${jobsPath()}?kind=residency`);
  await expect(jobs.locator('li [data-job]')).toHaveCount(2);
  await jobs.locator('li [data-job]').first().locator('h2 a').click();
  await expect(page.locator('vmx-app [part="job"] h2')).toBeVisible();
  await page.goBack();
  await expect(jobs.locator('li [data-job]')).toHaveCount(2);
  await expect(jobs.getByLabel(JOBS_TEXTS['jobs.kind.label'])).toHaveValue('residency');
});

test('a posting shows its description and how to apply; the keyboard reaches the apply button', async ({ page }) => {
  await page.goto(`${jobsPath()}/j-5`);
  const job = page.locator('vmx-app [part="job"]');
  await expect(job.locator('h2')).toHaveText('EHS research fellowship in prevention');
  await expect(job.locator('h2')).toBeFocused();
  await expect(job.locator('[part="job-description"] li')).toHaveCount(2);
  await expect(job.getByRole('heading', { name: JOBS_TEXTS['jobs.apply.title'] })).toBeVisible();
  const apply = job.getByRole('link', { name: JOBS_TEXTS['jobs.apply.email'] });
  await expect(apply).toHaveAttribute('href', 'mailto:fellowships@society.example.org');
  await page.keyboard.press('Tab');
  // Tab order after the title: description has no links, so the next stop is the apply link.
  await expect(apply).toBeFocused();
  await expectNoSeriousViolations(page, 'job posting');

  await job.getByRole('link', { name: JOBS_TEXTS['jobs.back'] }).click();
  await expect(page).toHaveURL(/\/demo\/ehc2026\/en-GB\/jobs$/);
});

test('an unknown posting says it does not exist, with the way back to the board', async ({ page }) => {
  await page.goto(`${jobsPath()}/j-404`);
  const job = page.locator('vmx-app [part="job"]');
  await expect(job.locator('[data-job-state="not-found"]')).toHaveText(JOBS_TEXTS['jobs.job.notFound']);
  await job.getByRole('link', { name: JOBS_TEXTS['jobs.back'] }).click();
  await expect(page.locator('vmx-app [part="jobs"] li [data-job]')).toHaveCount(10);
});

test('the job board reads German for de-DE', async ({ page }) => {
  const jobs = await openJobs(page, jobsPath('de-DE'));
  await expect(jobs.locator('[data-jobs-count]')).toHaveText('10 Stellen');
  await expect(jobs.locator('[data-job="j-5"] h2')).toHaveText('EHS-Forschungsstipendium Prävention');
  await expect(jobs.locator('[data-job="j-5"]')).toContainText('Stipendium');
  await jobs.getByLabel(JOBS_TEXTS_DE['jobs.location.label']).selectOption('Zürich');
  await expect(jobs.locator('li [data-job]')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'jobs de-DE');
  await jobs.locator('li [data-job] h2 a').click();
  const job = page.locator('vmx-app [part="job"]');
  await expect(job.getByRole('link', { name: JOBS_TEXTS_DE['jobs.apply.web'] })).toHaveAttribute(
    'href',
    'https://careers.example.org/fellowship',
  );
  await expectNoSeriousViolations(page, 'job de-DE');
});
