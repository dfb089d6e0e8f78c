/**
 * Account takeover through a session alone (issue 6, item 4): an email change needs the current
 * password, the old address is told and can lock the account; withdrawals wait after an email,
 * password or payout-address change; the first payout address needs no OTP, every change does.
 */
import { User } from '../src/modules/users/user.entity';
import { ageClearance, api, bep20Address, clearOtp, credit, expectError, Member, newMember, setSetting, usd, useMoneyApp, wallet } from './money-helpers';

jest.setTimeout(60_000);

const c = useMoneyApp();

/** Verifies `email` with the code mailed to it (the proof of the new address). */
async function proveAddress(email: string) {
  expect((await api(c.t, 'post', 'auth/verify-user').send({ email })).status).toBe(200);
  expect((await api(c.t, 'post', 'auth/otp-code').send({ email, otp: c.t.lastCode(email) })).status).toBe(200);
}

/** A member with Income funds and a first payout address (set without OTP). */
async function funded(): Promise<Member> {
  const m = await newMember(c);
  await credit(c, m.id, 100, 'non_working');
  expect((await api(c.t, 'put', `users/${m.id}`, m.token).send({ bep20: bep20Address() })).status).toBe(200);
  return m;
}

const withdraw = async (m: Member) => {
  await clearOtp(c, m);
  return api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 20 });
};

const ageSecurityChange = (m: Member, hours: number) =>
  c.t.db.transaction((em) => em.update(User, { id: m.id }, { securityChangedAt: new Date(Date.now() - hours * 3600_000) }));

describe('email change', () => {
  test('needs the current password; the old address is told and can lock the account', async () => {
    const m = await funded();
    const newEmail = `moved.${m.id}@example.com`;
    await proveAddress(newEmail);
    expectError(await api(c.t, 'put', `users/${m.id}`, m.token).send({ email: newEmail }), 400, 'Enter your current password to change the email');
    expectError(await api(c.t, 'put', `users/${m.id}`, m.token).send({ email: newEmail, currentPassword: 'wrong-password' }), 400, 'Current password is wrong');
    expect((await c.t.db.manager.findOneByOrFail(User, { id: m.id })).email).toBe(m.email);

    const changed = await api(c.t, 'put', `users/${m.id}`, m.token).send({ email: newEmail, currentPassword: m.password });
    expect(changed.status).toBe(200);
    expect(changed.body.singleuser.email).toBe(newEmail);
    expect(changed.body.singleuser.withdrawal_hold_until).toEqual(expect.any(String));

    const notice = c.t.outbox(m.email).pop()!;
    expect(notice.subject).toBe('Your Meridian email address was changed');
    expect(notice.text).toContain(newEmail);
    const token = notice.text.match(/report-account-change\/(\S+)/)![1];

    // The thief cannot cash out at once.
    const held = await withdraw({ ...m, email: newEmail });
    expectError(held, 403, /^Withdrawals and transfers to other members are on hold until .* UTC: your email, password, payout address or two-factor authentication changed within the last 24 hours/, 'WITHDRAWAL_HOLD');
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(100));

    // The owner reports it: the account is locked and the thief's session ends.
    expectError(await api(c.t, 'post', 'auth/report-change').send({ token: token + 'x' }), 400);
    expect((await api(c.t, 'post', 'auth/report-change').send({ token })).status).toBe(200);
    expect((await c.t.db.manager.findOneByOrFail(User, { id: m.id })).status).toBe('block');
    expectError(await api(c.t, 'get', `users/${m.id}`, m.token), 401);
  });

  test('GraphQL shows the hold and the settings its length; 0 hours turns it off', async () => {
    const m = await funded();
    const newEmail = `gql.${m.id}@example.com`;
    await proveAddress(newEmail);
    const res = await c.t.gql('mutation($i: ProfileInput!) { updateProfile(input: $i) { email withdrawalHoldUntil } }', { i: { email: newEmail, currentPassword: m.password } }, m.token);
    expect(res.errors).toBeUndefined();
    const until = new Date(res.data.updateProfile.withdrawalHoldUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + 23.9 * 3600_000);
    expect((await c.t.gql('{ settings { withdrawalHoldHours amountMax } }')).data.settings).toEqual({ withdrawalHoldHours: 24, amountMax: '10000000.00' });
    await setSetting(c, { withdrawalHoldHours: 0 });
    try {
      expect((await withdraw({ ...m, email: newEmail })).status).toBe(201);
    } finally {
      await setSetting(c, { withdrawalHoldHours: 24 });
    }
  });
});

describe('password changes start the hold', () => {
  test('after a password change withdrawals wait 24 hours, then work', async () => {
    const m = await funded();
    const res = await c.t.gql('mutation { changePassword(currentPassword: "password123", newPassword: "password456") { token } }', {}, m.token);
    const token = res.data.changePassword.token;
    const again = { ...m, token };
    expectError(await withdraw(again), 403, undefined, 'WITHDRAWAL_HOLD');
    await ageSecurityChange(m, 25);
    expect((await withdraw(again)).status).toBe(201);
  });

  test('a password reset starts the hold too', async () => {
    const m = await funded();
    await api(c.t, 'post', 'pass/forget').send({ email: m.email });
    const link = c.t.outbox(m.email).pop()!.text.match(/reset-password\/([0-9a-f]{64})/)![1];
    expect((await api(c.t, 'post', 'pass/reset').send({ token: link, newPassword: 'password789' })).status).toBe(200);
    const signIn = await api(c.t, 'post', 'auth/signin').send({ email: m.email, password: 'password789' });
    expectError(await withdraw({ ...m, token: signIn.body.token }), 403, undefined, 'WITHDRAWAL_HOLD');
  });
});

describe('payout addresses', () => {
  test('the first address needs no OTP and starts no hold; every change needs an OTP and starts the hold', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 100, 'non_working');
    const first = await api(c.t, 'put', `users/${m.id}`, m.token).send({ bep20: bep20Address() });
    expect(first.status).toBe(200);
    expect(first.body.singleuser.withdrawal_hold_until).toBeNull();
    expect((await withdraw(m)).status).toBe(201);

    await ageClearance(c.t, m.email, 10); // the withdrawal's OTP clearance has run out
    const second = bep20Address();
    expectError(await api(c.t, 'put', `users/${m.id}`, m.token).send({ bep20: second }), 403, 'OTP verification required', 'OTP_REQUIRED');
    expectError(await api(c.t, 'put', `users/${m.id}`, m.token).send({ trc20: 'T' + 'a'.repeat(33) }), 403, 'OTP verification required');
    await clearOtp(c, m);
    const changed = await api(c.t, 'put', `users/${m.id}`, m.token).send({ bep20: second });
    expect(changed.status).toBe(200);
    expect(changed.body.singleuser.withdrawal_hold_until).toEqual(expect.any(String));
    expectError(await withdraw(m), 403, undefined, 'WITHDRAWAL_HOLD');
  });
});
