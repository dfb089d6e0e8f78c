import { isSettingKey, SETTINGS, SettingKey, SettingOf } from './settings.definitions';

// Type-level checks (run by `tsc --noEmit`): a misspelt or wrong-kind key does not compile.
const money: SettingOf<'money'> = 'entryFee';
const percent: SettingOf<'percent'> = 'transferFee';
// @ts-expect-error misspelt key
const misspelt: SettingKey = 'entryFees';
// @ts-expect-error a switch is not a money setting
const wrongKind: SettingOf<'money'> = 'topup';

describe('setting keys', () => {
  it('are typed by kind and checked at run time for stored rows', () => {
    expect(SETTINGS[money].kind).toBe('money');
    expect(SETTINGS[percent].kind).toBe('percent');
    expect(isSettingKey('entryFee')).toBe(true);
    expect(isSettingKey(misspelt)).toBe(false);
    expect(isSettingKey(wrongKind)).toBe(true);
    expect(isSettingKey('toString')).toBe(false);
  });
});
