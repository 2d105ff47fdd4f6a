// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInContext } from '../../testing/renderInContext';
import { LogoGrid } from './LogoGrid';

const ACCOUNTS = [{ CompanyAccountId: 'c1', Name: 'Acme', LogoPath: '/logos/acme.png', SponsorType: 'Platinum', isPublic: true }];

function fixtures(rule: unknown) {
  return {
    'GET /api/Public/CompanyAccounts': ACCOUNTS,
    'GET /api/modules/GetResources': rule === undefined ? [] : [{ resourcename: 'logoGrid', resourcevalue: JSON.stringify(rule) }],
  };
}

describe('LogoGrid honours its ComponentVisibility rule (docs/rules/content-areas.md section 4)', () => {
  it('shows the partners when the rule is visible and its window is open', async () => {
    const { container } = renderInContext(<LogoGrid />, { fixtures: fixtures({ visible: true, startTime: null, endTime: null }) });
    await waitFor(() => expect(container.querySelector('[part="logo-grid"]')).not.toBeNull());
  });

  it('shows nothing, and asks for no companies, when the rule says visible false', async () => {
    const { container, server } = renderInContext(<LogoGrid />, { fixtures: fixtures({ visible: false }) });
    await waitFor(() => expect(server.requestsTo('GET /api/modules/GetResources')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[part="logo-grid"]')).toBeNull();
    expect(server.requestsTo('GET /api/Public/CompanyAccounts')).toHaveLength(0);
  });

  it('shows nothing before its window opens, but a super user sees it', async () => {
    const rule = { visible: true, startTime: '2099-01-01T00:00:00Z', endTime: null };
    const visitor = renderInContext(<LogoGrid />, { fixtures: fixtures(rule) });
    await waitFor(() => expect(visitor.server.requestsTo('GET /api/modules/GetResources')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visitor.container.querySelector('[part="logo-grid"]')).toBeNull();
    visitor.unmount();
    const superUser = renderInContext(<LogoGrid />, { fixtures: fixtures(rule), state: { superUser: true } });
    await waitFor(() => expect(superUser.container.querySelector('[part="logo-grid"]')).not.toBeNull());
  });
});
