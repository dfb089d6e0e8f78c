import { isSettingKey, SETTINGS, SettingKey, SettingOf } from './settings.definitions';
import type { SettingsMap } from './settings.service';
import type { SettingsSnapshot } from '../../jobs/step';

// Type-level checks (run by `tsc --noEmit`): a misspelt or wrong-kind key does not compile.
const money: SettingOf<'money'> = 'entryFee';
const percent: SettingOf<'percent'> = 'transferFee';
// @ts-expect-error misspelt key
const misspelt: SettingKey = 'entryFees';
// @ts-expect-error a switch is not a money setting
const wrongKind: SettingOf<'money'> = 'topup';

// The settings map and a job's snapshot are typed by the defined keys (run by `npm run typecheck`).
function entryFeeAndRoi(values: SettingsMap, snapshot: SettingsSnapshot): [string, string, unknown, unknown] {
  // @ts-expect-error misspelt key on the settings map
  const misspeltValue: unknown = values.entryFees;
  // @ts-expect-error misspelt key on a job's settings snapshot
  const misspeltSnapshot: unknown = snapshot['snapshot.roi'];
  return [values.entryFee, snapshot.roi, misspeltValue, misspeltSnapshot];
}

describe('setting keys', () => {
  it('type the settings map and the job snapshot by key', () => {
    const defaults = Object.fromEntries(Object.entries(SETTINGS).map(([k, d]) => [k, d.default])) as SettingsMap;
    expect(entryFeeAndRoi(defaults, defaults)).toEqual(['25', '1', undefined, undefined]);
  });

  it('are typed by kind and checked at run time for stored rows', () => {
    expect(SETTINGS[money].kind).toBe('money');
    expect(SETTINGS[percent].kind).toBe('percent');
    expect(isSettingKey('entryFee')).toBe(true);
    expect(isSettingKey(misspelt)).toBe(false);
    expect(isSettingKey(wrongKind)).toBe(true);
    expect(isSettingKey('toString')).toBe(false);
  });
});
