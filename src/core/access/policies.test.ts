import { describe, expect, it } from 'vitest';
import { parsePolicies, selectPolicies } from './policies';

const good = {
  Name: 'LiveForPaid',
  Version: '1',
  Type: 'Page',
  Identifier: 'LivePage',
  Effect: 'Allow',
  Requirements: [{ PrincipalField: 'EventTicketPaid', Values: [] }],
  ConditionType: 'All',
};

describe('parsePolicies', () => {
  it('reads well-formed policies as they are', () => {
    expect(parsePolicies([good])).toEqual({ policies: [good], warnings: [] });
  });

  it('gives no policies and no warning when the key is absent or null', () => {
    expect(parsePolicies(undefined)).toEqual({ policies: [], warnings: [] });
    expect(parsePolicies(null)).toEqual({ policies: [], warnings: [] });
  });

  it('warns when the value is not an array', () => {
    const { policies, warnings } = parsePolicies({ Name: 'x' }, 'appAccessPolicies');
    expect(policies).toEqual([]);
    expect(warnings).toEqual(['config_json: appAccessPolicies is an object, not an array; no policies']);
  });

  it('skips malformed entries with a warning naming the index, the Name and what is wrong', () => {
    const { policies, warnings } = parsePolicies([
      'nope',
      { ...good, Name: 'BadType', Type: 'Room' },
      { ...good, Name: 'BadEffect', Effect: 'Maybe' },
      { ...good, Name: 'NoId', Identifier: '' },
      { ...good, Name: 'BadCondition', ConditionType: 'Most' },
      { ...good, Name: 'NoRequirements', Requirements: undefined },
      { ...good, Name: 'BadRequirement', Requirements: [{ Values: ['x'] }] },
      { ...good, Name: 'BadValues', Requirements: [{ PrincipalField: 'Hcp', Values: 'true' }] },
      { ...good, Name: '' },
      good,
    ]);
    expect(policies).toEqual([good]);
    expect(warnings).toEqual([
      'config_json: accessPolicies[0] is a string, not an object; skipped',
      'config_json: accessPolicies[1] "BadType" Type "Room" is not one of Session, Page, Url, Key; skipped',
      'config_json: accessPolicies[2] "BadEffect" Effect "Maybe" is not Allow or Deny; skipped',
      'config_json: accessPolicies[3] "NoId" has no Identifier; skipped',
      'config_json: accessPolicies[4] "BadCondition" ConditionType "Most" is not All or Any; skipped',
      'config_json: accessPolicies[5] "NoRequirements" has no Requirements; skipped',
      'config_json: accessPolicies[6] "BadRequirement" Requirements[0] has no PrincipalField; skipped',
      'config_json: accessPolicies[7] "BadValues" Requirements[0] Values is a string, not an array; skipped',
      'config_json: accessPolicies[8] has no Name; skipped',
    ]);
  });

  it('normalises the letter case of Type, Effect, ConditionType and known PrincipalFields', () => {
    const { policies, warnings } = parsePolicies([
      { ...good, Type: 'page', Effect: 'DENY', ConditionType: 'any', Requirements: [{ PrincipalField: 'usercountry', Values: ['DE'] }] },
    ]);
    expect(warnings).toEqual([]);
    expect(policies[0]).toMatchObject({
      Type: 'Page',
      Effect: 'Deny',
      ConditionType: 'Any',
      Requirements: [{ PrincipalField: 'UserCountry' }],
    });
  });

  it('reads a missing ConditionType as All, a numeric Version and non-string Values as text', () => {
    const { policies } = parsePolicies([
      { ...good, ConditionType: undefined, Version: 2, Requirements: [{ PrincipalField: 'Hcp', Values: [true] }] },
    ]);
    expect(policies[0]).toMatchObject({ ConditionType: 'All', Version: '2', Requirements: [{ PrincipalField: 'Hcp', Values: ['true'] }] });
  });

  it('keeps a requirement with an unknown PrincipalField and warns that it never holds', () => {
    const { policies, warnings } = parsePolicies([{ ...good, Requirements: [{ PrincipalField: 'ShoeSize', Values: ['42'] }] }]);
    expect(policies).toHaveLength(1);
    expect(warnings).toEqual([
      'config_json: accessPolicies[0] "LiveForPaid" Requirements[0]: unknown PrincipalField "ShoeSize"; this requirement never holds',
    ]);
  });

  it('warns about a TimeAccess without a readable time and a flag value that is not true or false', () => {
    const { policies, warnings } = parsePolicies([
      {
        ...good,
        Requirements: [
          { PrincipalField: 'TimeAccess', Values: ['next week'] },
          { PrincipalField: 'UserLoggedIn', Values: ['yes'] },
        ],
      },
    ]);
    expect(policies).toHaveLength(1);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('TimeAccess needs a time');
    expect(warnings[1]).toContain('UserLoggedIn value "yes" is not true or false; read as true');
  });
});

describe('selectPolicies (section 6: app matrix or app config policies)', () => {
  const web = { ...good, Name: 'Web' };
  const app = { ...good, Name: 'App' };
  const names = (r: ReturnType<typeof selectPolicies>) => r.policies.map((p) => p.Name);

  it('uses appAccessPolicies only in the app with useAppAccessMatrix', () => {
    const config = { accessPolicies: [web], appAccessPolicies: [app], useAppAccessMatrix: true };
    expect(names(selectPolicies({ config, isApp: true }))).toEqual(['App']);
    expect(names(selectPolicies({ config, isApp: false }))).toEqual(['Web']);
  });

  it('uses accessPolicies in the app without useAppAccessMatrix', () => {
    expect(names(selectPolicies({ config: { accessPolicies: [web], appAccessPolicies: [app] }, isApp: true }))).toEqual(['Web']);
  });

  it('warns about a useAppAccessMatrix that is not a boolean and reads it as false', () => {
    const result = selectPolicies({ config: { accessPolicies: [web], appAccessPolicies: [app], useAppAccessMatrix: 'yes' }, isApp: true });
    expect(names(result)).toEqual(['Web']);
    expect(result.warnings).toEqual(['config_json: useAppAccessMatrix is a string, not a boolean; using false']);
  });

  it('names the key in warnings about the selected policies', () => {
    const result = selectPolicies({ config: { appAccessPolicies: [{ ...app, Effect: 'x' }], useAppAccessMatrix: true }, isApp: true });
    expect(result.warnings[0]).toMatch(/^config_json: appAccessPolicies\[0\] "App"/);
  });
});
