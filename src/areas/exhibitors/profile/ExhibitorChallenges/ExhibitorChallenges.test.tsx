// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CharityChallenge } from '../../../../contracts';
import { renderInContext } from '../../../../testing/renderInContext';
import { ExhibitorChallenges } from './ExhibitorChallenges';

const challenge: CharityChallenge = {
  Id: 15,
  Name: 'Scalp care quiz',
  Description: '<p>Three questions about scalp care.</p>',
  CompanyAccountId: 'ca-0030',
  CompanyAccountName: 'Example Pharma',
  PointsPerCorrectAnswer: 10,
  SurveyRequest: {} as CharityChallenge['SurveyRequest'],
};

describe('ExhibitorChallenges on the company profile', () => {
  it('asks ExhibitorChallenges for this company and shows its challenges with points and a link to the charity page', async () => {
    const { server } = renderInContext(<ExhibitorChallenges companyAccountId="ca-0030" />, {
      fixtures: { 'GET /api/Exhibition/ExhibitorChallenges/2026/en-GB': [challenge] },
    });
    expect(await screen.findByRole('heading', { name: 'Charity challenges' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Scalp care quiz' })).toBeTruthy();
    expect(screen.getByText('10 points per correct answer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the challenge' }).getAttribute('href')).toBe('/demo/ehc2026/en-GB/charity');
    expect(server.requestsTo('GET /api/Exhibition/ExhibitorChallenges/2026/en-GB')[0]!.query.get('id')).toBe('ca-0030');
  });

  it('shows nothing for a company without challenges', async () => {
    const { container, server } = renderInContext(<ExhibitorChallenges companyAccountId="ca-0003" />, {
      fixtures: { 'GET /api/Exhibition/ExhibitorChallenges/2026/en-GB': [] },
    });
    await expect.poll(() => server.requestsTo('GET /api/Exhibition/ExhibitorChallenges/2026/en-GB').length).toBe(1);
    expect(container.querySelector('[data-exhibitor-challenges]')).toBeNull();
  });
});
