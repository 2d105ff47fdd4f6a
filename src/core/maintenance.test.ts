import { describe, expect, it } from 'vitest';
import { MAINTENANCE_CONFIG_KEY, parseMaintenanceFlag } from './maintenance';

describe('maintenance flag (config_json maintenanceMode)', () => {
  it('is off when absent or null, without a warning', () => {
    expect(parseMaintenanceFlag({})).toEqual({ on: false, warnings: [] });
    expect(parseMaintenanceFlag({ [MAINTENANCE_CONFIG_KEY]: null })).toEqual({ on: false, warnings: [] });
  });

  it('reads a boolean', () => {
    expect(parseMaintenanceFlag({ maintenanceMode: true }).on).toBe(true);
    expect(parseMaintenanceFlag({ maintenanceMode: false }).on).toBe(false);
  });

  it('reads "true" and "false" as text, in any case', () => {
    expect(parseMaintenanceFlag({ maintenanceMode: ' TRUE ' })).toEqual({ on: true, warnings: [] });
    expect(parseMaintenanceFlag({ maintenanceMode: 'false' })).toEqual({ on: false, warnings: [] });
  });

  it('falls back to off with a warning that names the key for anything else', () => {
    for (const value of ['yes', 1, {}, []]) {
      const parsed = parseMaintenanceFlag({ maintenanceMode: value });
      expect(parsed.on).toBe(false);
      expect(parsed.warnings).toHaveLength(1);
      expect(parsed.warnings[0]).toContain('maintenanceMode');
    }
  });
});
