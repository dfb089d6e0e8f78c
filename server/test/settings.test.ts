/**
 * Settings through the real HTTP server (REST-CONTRACT §4.16, BUSINESS-RULES §7): the public
 * subset with the legacy set<name> 0/1 flags, the admin's full view, validated all-or-nothing
 * writes over REST and GraphQL.
 */
import request from 'supertest';
import { adminToken, registerMember, startTestApp, TestApp } from './harness';
import { Setting } from '../src/modules/settings/setting.entity';
import { AuditLog } from '../src/modules/audit/audit.entity';

let t: TestApp;
let admin: string;
let member: Awaited<ReturnType<typeof registerMember>>;

const SWITCHES = ['level', 'direct', 'reward', 'register', 'login', 'withdrawal', 'deposite', 'roi', 'support', 'topup'];
const PUBLIC_NUMBERS = [
  'withdrawalHoldHours',
  'entryFee',
  'depositMin',
  'withdrawalMin',
  'withdrawalMultiple',
  'withdrawalFeeNormal',
  'withdrawalFeeRoi',
  'withdrawalFeeCompound',
  'transferMin',
  'transferFee',
  'compoundPercent',
  'verifyEmail',
  'requireSponsor',
  'manualTrade',
];
const ADMIN_ONLY = ['ctoPercent', 'usernamePrefix', 'directOnRetopup', 'timeZone'];
/** Who runs the platform and the risk notice (issue 20 item 14): public texts. */
const OPERATOR = ['operatorName', 'operatorAddress', 'contactEmail', 'supportHours', 'riskNotice'];

const getSettings = (token?: string) => {
  const req = t.http().get('/api/v1/settings');
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const putSettings = (body: unknown, token?: string) => {
  const req = t.http().put('/api/v1/settings');
  if (token) req.set('Authorization', `Bearer ${token}`);
  return req.send(body as object);
};

function expectError(res: request.Response, status: number, message: string, code?: string) {
  expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  expect(res.body).toMatchObject({ success: false, error: message });
  if (code) expect(res.body.code).toBe(code);
}

/** The stored rows, as the database holds them. */
async function stored(): Promise<Record<string, string>> {
  const rows = await t.db.manager.find(Setting);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

const SETTINGS_FIELDS = `level register login withdrawal entryFee withdrawalFeeNormal transferFee verifyEmail requireSponsor manualTrade ctoPercent usernamePrefix directOnRetopup timeZone`;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  admin = await adminToken(t);
  member = await registerMember(t);
});
afterAll(async () => t?.close());

describe('GET settings', () => {
  test('anonymous callers and members get the public subset with legacy 0/1 flags', async () => {
    for (const token of [undefined, member.token]) {
      const res = await getSettings(token);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const s = res.body.settings;
      const expectedKeys = [...SWITCHES, ...SWITCHES.map((k) => `set${k}`), ...PUBLIC_NUMBERS, ...OPERATOR].sort();
      expect(Object.keys(s).sort()).toEqual(expectedKeys);
      for (const k of SWITCHES) expect({ k, v: s[`set${k}`] }).toEqual({ k, v: 1 });
      for (const k of ADMIN_ONLY) expect(s).not.toHaveProperty(k);
      expect(s).toMatchObject({ entryFee: '25', withdrawalFeeNormal: '10', requireSponsor: '1', verifyEmail: '0', manualTrade: '0' });
    }
  });

  test('admins get every setting', async () => {
    const res = await getSettings(admin);
    expect(res.status).toBe(200);
    const s = res.body.settings;
    for (const k of [...SWITCHES, ...PUBLIC_NUMBERS, ...ADMIN_ONLY]) expect(s).toHaveProperty(k);
    expect(s).toMatchObject({ ctoPercent: '1', usernamePrefix: 'MRD', timeZone: 'UTC', directOnRetopup: '0', setlogin: 1 });
  });
});

describe('PUT settings', () => {
  test('members get 403, anonymous callers 401; nothing changes', async () => {
    const before = await stored();
    expectError(await putSettings({ register: 0 }, member.token), 403, 'Not allowed', 'FORBIDDEN');
    expectError(await putSettings({ register: 0 }), 401, 'Please sign in', 'UNAUTHENTICATED');
    expect(await stored()).toEqual(before);
  });

  test("an unknown key is 400 'Unknown setting: x' and nothing of the request is stored", async () => {
    const before = await stored();
    expectError(await putSettings({ x: 1 }, admin), 400, 'Unknown setting: x', 'BAD_USER_INPUT');
    expectError(await putSettings({ register: 0, setregister: 0 }, admin), 400, 'Unknown setting: setregister');
    expectError(await putSettings({}, admin), 400, 'No settings given');
    expect(await stored()).toEqual(before);
  });

  test.each([
    ['withdrawalFeeNormal', 'abc', 'Invalid withdrawalFeeNormal'],
    ['withdrawalFeeNormal', '101', 'Invalid withdrawalFeeNormal: at most 100'],
    ['withdrawalFeeRoi', -1, 'Invalid withdrawalFeeRoi'],
    ['transferFee', '1.23456', 'Invalid transferFee: at most 4 decimals'],
    ['entryFee', 'abc', 'Invalid entryFee'],
    ['entryFee', '-25', 'Invalid entryFee'],
    ['withdrawalMultiple', '0', 'withdrawalMultiple must be at least 1'],
    ['register', 'maybe', 'Invalid value for register: use 0/1 or true/false'],
    ['verifyEmail', 2, 'Invalid value for verifyEmail: use 0/1 or true/false'],
    ['usernamePrefix', 'ab1', 'usernamePrefix must be 2-6 capital letters'],
    ['timeZone', 'Mars/Olympus_Mons', 'Unknown time zone'],
  ])('%s = %p is 400 and nothing changes (also with a valid key beside it)', async (key, value, message) => {
    const before = await stored();
    const res = await putSettings({ login: 0, [key]: value }, admin);
    expectError(res, 400, message, 'BAD_USER_INPUT');
    expect(await stored()).toEqual(before);
    expect((await getSettings()).body.settings.setlogin).toBe(1);
  });

  test('valid values are normalised, stored, audited and answered in the legacy shape', async () => {
    const res = await putSettings({ register: false, withdrawal: '0', withdrawalFeeNormal: '7.5', entryFee: 30, transferFee: 2.25, ctoPercent: '1.5' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Settings updated');
    expect(res.body.settings).toMatchObject({ register: '0', setregister: 0, withdrawal: '0', setwithdrawal: 0, withdrawalFeeNormal: '7.5', entryFee: '30.00', transferFee: '2.25', ctoPercent: '1.5' });
    expect(await stored()).toMatchObject({ register: '0', withdrawal: '0', withdrawalFeeNormal: '7.5', entryFee: '30.00', transferFee: '2.25', ctoPercent: '1.5' });
    const pub = (await getSettings()).body.settings;
    expect(pub).toMatchObject({ setregister: 0, setwithdrawal: 0, setlogin: 1, withdrawalFeeNormal: '7.5' });
    expect(pub).not.toHaveProperty('ctoPercent');
    const audit = await t.db.manager.find(AuditLog, { where: { action: 'settings.update' } });
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].details!)).toMatchObject({ withdrawalFeeNormal: '7.5' });
    // What changed, before and after, recorded in the same transaction as the change.
    expect(JSON.parse(audit[0].beforeState!)).toMatchObject({ withdrawalFeeNormal: expect.any(String), register: '1' });
    expect(JSON.parse(audit[0].afterState!)).toMatchObject({ withdrawalFeeNormal: '7.5', register: '0' });
    // GraphQL's updateSettings goes through the same service call: one more audited change.
    const gql = await t.gql('mutation { updateSettings(input: { transferFee: "2.5" }) { transferFee } }', {}, admin);
    expect(gql.data.updateSettings.transferFee).toBe('2.5');
    const both = await t.db.manager.find(AuditLog, { where: { action: 'settings.update' }, order: { id: 'ASC' } });
    expect(both).toHaveLength(2);
    expect(JSON.parse(both[1].afterState!)).toEqual({ transferFee: '2.5' });

    // Switches are enforced by the server.
    const reg = await t.http().post('/api/v1/auth/register').send({ fullname: 'Closed Door', phone: '+15550001111', email: 'closed@example.com', password: 'password123', confirmPassword: 'password123', referralBy: member.code });
    expectError(reg, 403, 'Registration is currently closed', 'FEATURE_DISABLED');
    expect((await putSettings({ register: 'on', withdrawal: true }, admin)).body.settings).toMatchObject({ setregister: 1, setwithdrawal: 1 });
  });

  test('the username prefix applies to new members', async () => {
    expect((await putSettings({ usernamePrefix: 'ZEN' }, admin)).status).toBe(200);
    try {
      const m = await registerMember(t, { sponsor: member.code });
      expect(m.code).toMatch(/^ZEN\d{6}$/);
    } finally {
      await putSettings({ usernamePrefix: 'MRD' }, admin);
    }
  });

  test('a wrapped legacy body ({values: {...}}) is read like a flat one', async () => {
    const res = await putSettings({ values: { support: 0 } }, admin);
    expect(res.status).toBe(200);
    expect(res.body.settings.setsupport).toBe(0);
    expect((await stored()).support).toBe('0');
    expect((await putSettings({ data: { support: 1 } }, admin)).body.settings.setsupport).toBe(1);
    expect((await stored()).support).toBe('1');
  });
});

describe('GraphQL settings / updateSettings', () => {
  const Q = `{ settings { ${SETTINGS_FIELDS} } }`;
  const U = `mutation($i: SettingsInput!) { updateSettings(input: $i) { ${SETTINGS_FIELDS} } }`;

  test('everyone reads the switches and public numbers; admin-only values are null for others', async () => {
    for (const token of [undefined, member.token]) {
      const res = await t.gql(Q, {}, token);
      expect(res.errors).toBeUndefined();
      expect(res.data.settings).toMatchObject({ level: true, register: true, login: true, entryFee: '30.00', requireSponsor: true, verifyEmail: false, manualTrade: false });
      for (const k of ADMIN_ONLY) expect({ k, v: res.data.settings[k] }).toEqual({ k, v: null });
    }
    const asAdmin = await t.gql(Q, {}, admin);
    expect(asAdmin.data.settings).toMatchObject({ ctoPercent: '1.5', usernamePrefix: 'MRD', directOnRetopup: false, timeZone: 'UTC' });
  });

  test('updateSettings: admins only; validated; all or nothing', async () => {
    expect((await t.gql(U, { i: { login: false } }, member.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(U, { i: { login: false } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const before = await stored();
    const bad = await t.gql(U, { i: { login: false, withdrawalFeeNormal: '101' } }, admin);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Invalid withdrawalFeeNormal: at most 100', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stored()).toEqual(before);

    const ok = await t.gql(U, { i: { manualTrade: true, transferFee: '0.5', timeZone: 'Asia/Kolkata' } }, admin);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateSettings).toMatchObject({ manualTrade: true, transferFee: '0.5', timeZone: 'Asia/Kolkata', login: true });
    expect(await stored()).toMatchObject({ manualTrade: '1', transferFee: '0.5', timeZone: 'Asia/Kolkata' });
    expect((await getSettings()).body.settings).toMatchObject({ manualTrade: '1', transferFee: '0.5' });
  });
});

describe('operator identity and risk notice (issue 20 item 14)', () => {
  const Q = `{ settings { ${OPERATOR.join(' ')} } }`;
  const U = `mutation($i: SettingsInput!) { updateSettings(input: $i) { ${OPERATOR.join(' ')} } }`;

  test('everyone reads them; a sensible risk notice by default; admins set them, validated', async () => {
    const first = await t.gql(Q, {});
    expect(first.errors).toBeUndefined();
    expect(first.data.settings).toMatchObject({ operatorName: 'Meridian', operatorAddress: '', contactEmail: '', supportHours: '' });
    expect(first.data.settings.riskNotice).toMatch(/risk/i);

    const values = { operatorName: 'Meridian Capital Ltd', operatorAddress: '1 Harbour Street, Valletta, Malta', contactEmail: 'help@meridian.example', supportHours: 'Mon-Fri 9:00-17:00 UTC', riskNotice: 'Plans can lose value.' };
    const ok = await t.gql(U, { i: values }, admin);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateSettings).toEqual(values);
    expect((await t.gql(Q, {}, member.token)).data.settings).toEqual(values);

    const badEmail = await t.gql(U, { i: { contactEmail: 'not an email' } }, admin);
    expect(badEmail.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const tooLong = await t.gql(U, { i: { riskNotice: 'x'.repeat(256) } }, admin);
    expect(tooLong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const noName = await t.gql(U, { i: { operatorName: '  ' } }, admin);
    expect(noName.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Optional ones may be cleared.
    const cleared = await t.gql(U, { i: { operatorAddress: '' } }, admin);
    expect(cleared.data.updateSettings.operatorAddress).toBe('');
    expect((await t.gql(U, { i: { riskNotice: 'x' } }, member.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
