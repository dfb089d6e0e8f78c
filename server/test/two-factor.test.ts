/**
 * Two-factor authentication and step-up (issue 17, items 3–5): TOTP enrolment, sign-in with a code
 * or a recovery code (single use), staff who must enrol, the step-up for every way money leaves a
 * member's control (withdrawal, transfer to another member, a top-up paid for someone else, a
 * payout-address change), the hold after a security change covering transfers and friend top-ups,
 * current-password checks limited like sign-ins, and mail budgets anonymous traffic cannot exhaust.
 */
import { generate } from 'otplib';
import { hashPassword } from '../src/common/auth/passwords';
import { OtpCode } from '../src/modules/auth/auth.entities';
import { TotpRecoveryCode, UserTotp } from '../src/modules/auth/totp.entities';
import { User } from '../src/modules/users/user.entity';
import { registerMember, startTestApp, uniqueEmail, type TestApp } from './harness';
import { api, bep20Address, clearOtp, credit, expectError, Member, newMember, setSetting, usd, useMoneyApp, wallet, type MoneyCtx } from './money-helpers';
import { inviteStaff } from './staff-helpers';

jest.setTimeout(120_000);

/** The current code of the authenticator; `forget` first clears the replay guard so the same step can be used again. */
async function totpCode(t: TestApp, userId: number, secret: string): Promise<string> {
  await t.db.transaction((em) => em.update(UserTotp, { userId }, { lastStep: 0 }));
  return generate({ secret });
}

/** Enrols an authenticator for the session `token` (GraphQL); returns the secret and the recovery codes. */
async function enrol(t: TestApp, userId: number, token: string, staff = false) {
  const begun = await t.gql('mutation($s: Boolean) { beginTotpEnrolment(staff: $s) { secret otpauthUri } }', { s: staff }, token);
  expect(begun.errors).toBeUndefined();
  const { secret, otpauthUri } = begun.data.beginTotpEnrolment;
  const confirmed = await t.gql('mutation($c: String!, $s: Boolean) { confirmTotpEnrolment(code: $c, staff: $s) { recoveryCodes session { token } } }', { c: await generate({ secret }), s: staff }, token);
  expect(confirmed.errors).toBeUndefined();
  return { secret, otpauthUri, recoveryCodes: confirmed.data.confirmTotpEnrolment.recoveryCodes as string[] };
}

const SIGN_IN = 'mutation($i: SignInInput!) { signIn(input: $i) { token account { id totpEnabled } } }';
const SIGN_IN_ADMIN = 'mutation($i: SignInInput!) { signInAdmin(input: $i) { token account { id totpEnabled } } }';
const STEP_UP = 'mutation($c: String!) { stepUp(code: $c) { verified method validForSeconds } }';

/** Moves every step-up clearance (mailed OTP and authenticator) of the address `minutes` into the past. */
async function ageStepUps(t: TestApp, email: string, minutes: number) {
  const rows = await t.db.manager.find(OtpCode, { where: { email } });
  await t.db.transaction(async (em) => {
    for (const r of rows) if (r.verifiedAt) await em.update(OtpCode, { id: r.id }, { verifiedAt: new Date(Date.now() - minutes * 60_000) });
  });
}

const ageSecurityChange = (t: TestApp, id: number, hours: number) =>
  t.db.transaction((em) => em.update(User, { id }, { securityChangedAt: new Date(Date.now() - hours * 3600_000) }));

describe('two-factor authentication and step-up', () => {
  const c: MoneyCtx = useMoneyApp();
  let starter: number;

  beforeAll(async () => {
    starter = (await c.t.running.services.plans.list()).find((p) => p.name === 'Starter')!.id;
  });

  /** A member with Active and Income funds and a first payout address (no OTP for the first one). */
  async function funded(): Promise<Member> {
    const m = await newMember(c);
    await credit(c, m.id, 500, 'business');
    await credit(c, m.id, 200, 'non_working');
    expect((await api(c.t, 'put', `users/${m.id}`, m.token).send({ bep20: bep20Address() })).status).toBe(200);
    return m;
  }

  const transfer = (from: Member, to: Member, amount = 10) => api(c.t, 'post', 'transfer/touser', from.token).send({ values: { userto_id: to.id, amount } });
  const friendTopUp = (from: Member, to: Member) => api(c.t, 'post', 'transfer/friend', from.token).send({ values: { userto_id: to.id, plan_id: starter, amount: 100 } });
  const withdraw = (m: Member) => api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 20 });
  const changeAddress = (m: Member) => api(c.t, 'put', `users/${m.id}`, m.token).send({ bep20: bep20Address() });

  test('enrolment: secret and otpauth URI once, confirmed by a code, 10 recovery codes; the secret is stored encrypted', async () => {
    const m = await newMember(c);
    expect((await c.t.gql('{ me { totpEnabled } twoFactorStatus { enabled recoveryCodesLeft } }', {}, m.token)).data).toEqual({
      me: { totpEnabled: false },
      twoFactorStatus: { enabled: false, recoveryCodesLeft: 0 },
    });
    const begun = await c.t.gql('mutation { beginTotpEnrolment { secret otpauthUri } }', {}, m.token);
    const { secret, otpauthUri } = begun.data.beginTotpEnrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(`otpauth://totp/Meridian:${encodeURIComponent(m.email)}?secret=${secret}&issuer=Meridian`);
    // A wrong code does not turn it on.
    const wrong = await c.t.gql('mutation { confirmTotpEnrolment(code: "000000") { recoveryCodes } }', {}, m.token);
    expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await c.t.gql('{ me { totpEnabled } }', {}, m.token)).data.me.totpEnabled).toBe(false);

    const ok = await c.t.gql('mutation($c: String!) { confirmTotpEnrolment(code: $c) { recoveryCodes session { token } } }', { c: await generate({ secret }) }, m.token);
    expect(ok.errors).toBeUndefined();
    const codes = ok.data.confirmTotpEnrolment.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(ok.data.confirmTotpEnrolment.session).toBeNull();
    expect((await c.t.gql('{ me { totpEnabled } twoFactorStatus { enabled recoveryCodesLeft } }', {}, m.token)).data).toEqual({
      me: { totpEnabled: true },
      twoFactorStatus: { enabled: true, recoveryCodesLeft: 10 },
    });
    // At rest: the secret only encrypted, the recovery codes only hashed.
    const row = await c.t.db.manager.findOneByOrFail(UserTotp, { userId: m.id });
    expect(row.secretEnc).toMatch(/^v1:/);
    expect(row.secretEnc).not.toContain(secret);
    const hashes = (await c.t.db.manager.findBy(TotpRecoveryCode, { userId: m.id })).map((r) => r.codeHash);
    expect(hashes).toHaveLength(10);
    for (const code of codes) expect(hashes.join()).not.toContain(code.replace('-', ''));
    // Never shown again: a second enrolment is refused while it is on.
    expect((await c.t.gql('mutation { beginTotpEnrolment { secret } }', {}, m.token)).errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  test('sign-in asks for the code: TOTP_REQUIRED without, TOTP_INVALID when wrong or reused, a session with it (GraphQL and REST)', async () => {
    const m = await newMember(c);
    const { secret } = await enrol(c.t, m.id, m.token);
    const input = { email: m.email, password: m.password };

    const bare = await c.t.http().post('/graphql').send({ query: SIGN_IN, variables: { i: input } });
    expect(bare.body.errors[0].extensions.code).toBe('TOTP_REQUIRED');
    expect(bare.body.data).toBeNull();
    expect(bare.headers['set-cookie']).toBeUndefined();
    expect((await c.t.gql(SIGN_IN, { i: { ...input, password: 'wrong-password' } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await c.t.gql(SIGN_IN, { i: { ...input, totpCode: '000000' } })).errors?.[0].extensions?.code).toBe('TOTP_INVALID');

    const code = await totpCode(c.t, m.id, secret);
    const ok = await c.t.gql(SIGN_IN, { i: { ...input, totpCode: code } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.signIn.account).toEqual({ id: m.id, totpEnabled: true });
    // The same code cannot open a second session.
    expect((await c.t.gql(SIGN_IN, { i: { ...input, totpCode: code } })).errors?.[0].extensions?.code).toBe('TOTP_INVALID');

    // The legacy sign-in: 401 with the code, then the code under `totp`.
    expectError(await api(c.t, 'post', 'auth/signin').send(input), 401, undefined, 'TOTP_REQUIRED');
    const legacy = await api(c.t, 'post', 'auth/signin').send({ ...input, totp: await totpCode(c.t, m.id, secret) });
    expect(legacy.status).toBe(200);
    expect(legacy.body.token).toEqual(expect.any(String));
  });

  test('a recovery code signs in once; then it is spent', async () => {
    const m = await newMember(c);
    const { recoveryCodes } = await enrol(c.t, m.id, m.token);
    const input = { email: m.email, password: m.password };
    const first = await c.t.gql(SIGN_IN, { i: { ...input, totpCode: recoveryCodes[3].toUpperCase() } });
    expect(first.errors).toBeUndefined();
    expect((await c.t.gql(SIGN_IN, { i: { ...input, totpCode: recoveryCodes[3] } })).errors?.[0].extensions?.code).toBe('TOTP_INVALID');
    expect((await c.t.gql('{ twoFactorStatus { recoveryCodesLeft } }', {}, m.token)).data.twoFactorStatus.recoveryCodesLeft).toBe(9);
    // Another one still works (without its dash, as typed by hand).
    expect((await c.t.gql(SIGN_IN, { i: { ...input, totpCode: recoveryCodes[4].replace('-', '') } })).errors).toBeUndefined();
  });

  test('without TOTP, each money exit needs the mailed OTP: refused without, accepted with; own-wallet moves stay free', async () => {
    const [a, b] = [await funded(), await newMember(c)];
    // Own wallets: no step-up.
    expect((await api(c.t, 'post', 'transfer/to-active', a.token).send({ amount: 50, source: 'income' })).status).toBe(200);

    expectError(await transfer(a, b), 403, 'OTP verification required', 'OTP_REQUIRED');
    expectError(await friendTopUp(a, b), 403, 'OTP verification required', 'OTP_REQUIRED');
    expectError(await withdraw(a), 403, 'OTP verification required', 'OTP_REQUIRED');
    expectError(await changeAddress(a), 403, 'OTP verification required', 'OTP_REQUIRED');
    const gqlTransfer = await c.t.gql('mutation($i: TransferToMemberInput!) { transferToMember(input: $i) { id } }', { i: { recipient: String(b.id), amount: '10' } }, a.token);
    expect(gqlTransfer.errors?.[0].extensions?.code).toBe('OTP_REQUIRED');
    const gqlFriend = await c.t.gql('mutation($i: TopUpInput!) { friendTopUp(input: $i) { id } }', { i: { planId: starter, amount: '100', receiver: String(b.id) } }, a.token);
    expect(gqlFriend.errors?.[0].extensions?.code).toBe('OTP_REQUIRED');
    const entry = await c.t.gql('mutation($m: String) { activateWithEntryFee(member: $m) { id } }', { m: String(b.id) }, a.token);
    expect(entry.errors?.[0].extensions?.code).toBe('OTP_REQUIRED');
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(0n);

    await clearOtp(c, a);
    expect((await transfer(a, b)).status).toBe(201);
    expect((await friendTopUp(a, b)).status).toBe(201);
    expect((await withdraw(a)).status).toBe(201);
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(usd(10));
    // The payout-address change starts the hold, so it goes last.
    expect((await changeAddress(a)).status).toBe(200);

    // One step-up covers 5 minutes, not more.
    await ageStepUps(c.t, a.email, 6);
    await ageSecurityChange(c.t, a.id, 25);
    expectError(await transfer(a, b), 403, undefined, 'OTP_REQUIRED');
  });

  test('with TOTP, the step-up is an authenticator code (stepUp or otp/verify); a mailed OTP is not asked for', async () => {
    const [a, b] = [await funded(), await newMember(c)];
    const { secret, recoveryCodes } = await enrol(c.t, a.id, a.token);
    for (const res of [await transfer(a, b), await friendTopUp(a, b), await withdraw(a), await changeAddress(a)]) {
      expectError(res, 403, 'Confirm with the code from your authenticator app first', 'OTP_REQUIRED');
    }
    // otp/send mails nothing for a TOTP member, and says why.
    const mails = c.t.outbox(a.email).length;
    const sent = await api(c.t, 'post', 'otp/send', a.token).send({ userId: a.id, email: a.email });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatch(/authenticator app/);
    expect(c.t.outbox(a.email).length).toBe(mails);
    expect((await c.t.gql(STEP_UP, { c: '123456' }, a.token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const stepped = await c.t.gql(STEP_UP, { c: await totpCode(c.t, a.id, secret) }, a.token);
    expect(stepped.data.stepUp).toEqual({ verified: true, method: 'totp', validForSeconds: 300 });
    expect((await transfer(a, b)).status).toBe(201);
    expect((await friendTopUp(a, b)).status).toBe(201);
    expect((await withdraw(a)).status).toBe(201);

    // The legacy otp/verify takes the authenticator code too; a recovery code also steps up (once).
    await ageStepUps(c.t, a.email, 6);
    expectError(await transfer(a, b), 403, undefined, 'OTP_REQUIRED');
    const legacy = await api(c.t, 'post', 'otp/verify', a.token).send({ userId: a.id, otp: await totpCode(c.t, a.id, secret) });
    expect(legacy.status).toBe(200);
    expect((await transfer(a, b)).status).toBe(201);
    await ageStepUps(c.t, a.email, 6);
    expect((await c.t.gql(STEP_UP, { c: recoveryCodes[0] }, a.token)).data.stepUp.method).toBe('recovery');
    expect((await c.t.gql(STEP_UP, { c: recoveryCodes[0] }, a.token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await changeAddress(a)).status).toBe(200);
  });

  test('a stolen session: Income to Active is free, but sending it out needs a step-up, and right after a password change the hold refuses it', async () => {
    const [victim, thief] = [await funded(), await newMember(c)];
    // Move everything to Active (own wallets: allowed), then try to send it away.
    expect((await api(c.t, 'post', 'transfer/to-active', victim.token).send({ source: 'income' })).status).toBe(200);
    expectError(await transfer(victim, thief, 100), 403, undefined, 'OTP_REQUIRED');
    expectError(await friendTopUp(victim, thief), 403, undefined, 'OTP_REQUIRED');

    // The session changes the password (say it knew it) and steps up: the hold still refuses.
    const changed = await c.t.gql('mutation($p: String!) { changePassword(currentPassword: $p, newPassword: "password456") { token } }', { p: victim.password }, victim.token);
    const session = { ...victim, token: changed.data.changePassword.token };
    await clearOtp(c, session);
    expectError(await transfer(session, thief, 100), 403, /^Withdrawals and transfers to other members are on hold until/, 'WITHDRAWAL_HOLD');
    expectError(await friendTopUp(session, thief), 403, undefined, 'WITHDRAWAL_HOLD');
    const gql = await c.t.gql('mutation($i: TransferToMemberInput!) { transferToMember(input: $i) { id } }', { i: { recipient: String(thief.id), amount: '100' } }, session.token);
    expect(gql.errors?.[0].extensions?.code).toBe('WITHDRAWAL_HOLD');
    expect(await wallet(c.t, thief.id, 'ACTIVE')).toBe(0n);
    expect(await wallet(c.t, victim.id, 'ACTIVE')).toBe(usd(700));

    // Once the hold has passed, the owner can send again.
    await ageSecurityChange(c.t, victim.id, 25);
    expect((await transfer(session, thief, 100)).status).toBe(201);
  });

  test('turning TOTP off needs the password and a code, and is a security change (the hold starts)', async () => {
    const [a, b] = [await funded(), await newMember(c)];
    const { secret } = await enrol(c.t, a.id, a.token);
    const DISABLE = 'mutation($p: String!, $c: String!) { disableTotp(currentPassword: $p, code: $c) { enabled } }';
    expect((await c.t.gql(DISABLE, { p: 'wrong-password', c: await totpCode(c.t, a.id, secret) }, a.token)).errors?.[0].message).toBe('Current password is wrong');
    expect((await c.t.gql(DISABLE, { p: a.password, c: '000000' }, a.token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await c.t.gql(DISABLE, { p: a.password, c: await totpCode(c.t, a.id, secret) }, a.token)).data.disableTotp.enabled).toBe(false);
    expect(await c.t.db.manager.countBy(TotpRecoveryCode, { userId: a.id })).toBe(0);
    expect((await c.t.gql('{ me { totpEnabled withdrawalHoldUntil } }', {}, a.token)).data.me).toEqual({ totpEnabled: false, withdrawalHoldUntil: expect.any(String) });
    await clearOtp(c, a);
    expectError(await transfer(a, b), 403, undefined, 'WITHDRAWAL_HOLD');
    // Sign-in no longer asks for a code.
    expect((await c.t.gql(SIGN_IN, { i: { email: a.email, password: a.password } })).errors).toBeUndefined();
  });

  test('staff reset the authenticator of a member who lost it (members:write): no code at sign-in, the hold starts, audited; CONTENT is refused', async () => {
    const [a, b] = [await funded(), await newMember(c)];
    await enrol(c.t, a.id, a.token);
    const RESET = 'mutation($id: Int!) { resetMemberTotp(memberId: $id) { id totpEnabled withdrawalHoldUntil } }';

    // A role without members:write (CONTENT, SUPPORT) cannot; nothing changes.
    for (const role of ['CONTENT', 'SUPPORT']) {
      const staff = await inviteStaff(c.t, c.admin, role);
      const refused = await c.t.gql(RESET, { id: a.id }, staff.token);
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(refused.errors?.[0].message).toContain('members:write');
    }
    expect((await c.t.gql('{ me { totpEnabled withdrawalHoldUntil } }', {}, a.token)).data.me).toEqual({ totpEnabled: true, withdrawalHoldUntil: null });
    // A member cannot reset anyone's (not even their own: that is disableTotp).
    expect((await c.t.gql(RESET, { id: a.id }, a.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const mails = c.t.outbox(a.email).length;
    const ok = await c.t.gql(RESET, { id: a.id }, c.admin);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.resetMemberTotp).toEqual({ id: a.id, totpEnabled: false, withdrawalHoldUntil: expect.any(String) });
    const holdHours = (new Date(ok.data.resetMemberTotp.withdrawalHoldUntil).getTime() - Date.now()) / 3600_000;
    expect(holdHours).toBeGreaterThan(23.9);
    expect(holdHours).toBeLessThanOrEqual(24);
    expect(await c.t.db.manager.countBy(UserTotp, { userId: a.id })).toBe(0);
    expect(await c.t.db.manager.countBy(TotpRecoveryCode, { userId: a.id })).toBe(0);
    // The member is told (a stolen staff session could do this too).
    expect(c.t.outbox(a.email).length).toBe(mails + 1);
    expect(c.t.outbox(a.email).pop()!.subject).toBe('Two-factor authentication was reset on your Meridian account');

    // Sign-in no longer asks for a code.
    const signIn = await c.t.gql(SIGN_IN, { i: { email: a.email, password: a.password } });
    expect(signIn.errors).toBeUndefined();
    expect(signIn.data.signIn.account).toEqual({ id: a.id, totpEnabled: false });
    // The 24 h hold: even with a step-up (the mailed OTP now), money cannot leave to another member.
    await clearOtp(c, a);
    expectError(await transfer(a, b), 403, /^Withdrawals and transfers to other members are on hold until/, 'WITHDRAWAL_HOLD');
    expectError(await friendTopUp(a, b), 403, undefined, 'WITHDRAWAL_HOLD');
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(0n);

    // Audited like the other admin member changes: the staff member, the member, before and after.
    const adminId = (await c.t.gql('{ adminMe { id } }', {}, c.admin)).data.adminMe.id;
    const rows = await c.t.db.manager.query("SELECT actor_id, target, before_state, after_state FROM audit_log WHERE action = 'totp.reset' AND target = ?", [`user:${a.id}`]);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].actor_id)).toBe(adminId);
    expect(JSON.parse(rows[0].before_state)).toEqual({ totpEnabled: true });
    expect(JSON.parse(rows[0].after_state)).toEqual({ totpEnabled: false });

    // Nothing to reset: CONFLICT; an unknown member or a staff account: NOT_FOUND.
    expect((await c.t.gql(RESET, { id: a.id }, c.admin)).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await c.t.gql(RESET, { id: 99_999_999 }, c.admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await c.t.gql(RESET, { id: adminId }, c.admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await c.t.gql(RESET, { id: 0 }, c.admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('staff: an admin enrols (staff: true) and then signs in with a code; staffTotpRequired makes an admin without TOTP enrol at sign-in', async () => {
    const email = uniqueEmail('staff');
    const password = 'staff-password-1';
    const admin = c.t.db.manager.create(User, {
      username: `ADM${Date.now() % 1_000_000}`,
      referralCode: `ADMREF${Date.now() % 1_000_000}`,
      fullname: 'Second Admin',
      email,
      phone: '',
      passwordHash: await hashPassword(password),
      role: 'admin',
      status: 'unblock',
      isActive: true,
      emailVerified: true,
      sponsorId: null,
      tokenVersion: 0,
      createdAt: new Date(),
    });
    await c.t.db.manager.save(admin);

    await setSetting(c, { staffTotpRequired: true });
    try {
      const refused = await c.t.http().post('/graphql').send({ query: SIGN_IN_ADMIN, variables: { i: { email, password } } });
      const err = refused.body.errors[0];
      expect(err.extensions.code).toBe('TOTP_ENROLMENT_REQUIRED');
      expect(refused.headers['set-cookie']).toBeUndefined();
      const enrolmentToken = err.extensions.fields.enrolmentToken as string;
      expect(enrolmentToken).toEqual(expect.any(String));
      expectError(await api(c.t, 'post', 'auth/adminsignin').send({ email, password }), 403, undefined, 'TOTP_ENROLMENT_REQUIRED');

      // Enrolment with the sign-in's token, then the session it held back.
      const begun = await c.t.gql('mutation($t: String) { beginTotpEnrolment(enrolmentToken: $t) { secret } }', { t: enrolmentToken });
      const secret = begun.data.beginTotpEnrolment.secret;
      expect((await c.t.gql('mutation($t: String) { beginTotpEnrolment(enrolmentToken: $t) { secret } }', { t: enrolmentToken + 'x' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const confirmed = await c.t.gql('mutation($c: String!, $t: String) { confirmTotpEnrolment(code: $c, enrolmentToken: $t) { recoveryCodes session { token account { email totpEnabled } } } }', {
        c: await generate({ secret }),
        t: enrolmentToken,
      });
      expect(confirmed.errors).toBeUndefined();
      expect(confirmed.data.confirmTotpEnrolment.session.account).toEqual({ email, totpEnabled: true });
      const token = confirmed.data.confirmTotpEnrolment.session.token;
      expect((await c.t.gql('{ adminMe { email } }', {}, token)).data.adminMe.email).toBe(email);

      // From now on: the code at every sign-in.
      expect((await c.t.gql(SIGN_IN_ADMIN, { i: { email, password } })).errors?.[0].extensions?.code).toBe('TOTP_REQUIRED');
      const withCode = await c.t.gql(SIGN_IN_ADMIN, { i: { email, password, totpCode: await totpCode(c.t, admin.id, secret) } });
      expect(withCode.errors).toBeUndefined();
      const legacy = await api(c.t, 'post', 'auth/adminsignin').send({ email, password, totp: await totpCode(c.t, admin.id, secret) });
      expect(legacy.status).toBe(200);
    } finally {
      await setSetting(c, { staffTotpRequired: false });
    }
  });

  test('an admin enrols from the admin session (staff: true)', async () => {
    const { secret } = await enrol(c.t, 0, c.admin, true);
    expect((await c.t.gql('{ adminMe { totpEnabled } twoFactorStatus(staff: true) { enabled } }', {}, c.admin)).data).toEqual({ adminMe: { totpEnabled: true }, twoFactorStatus: { enabled: true } });
    const adminId = (await c.t.gql('{ adminMe { id } }', {}, c.admin)).data.adminMe.id;
    const row = await c.t.db.manager.findOneByOrFail(User, { id: adminId });
    expect((await c.t.gql(SIGN_IN_ADMIN, { i: { email: row.email, password: 'admin-password-1' } })).errors?.[0].extensions?.code).toBe('TOTP_REQUIRED');
    // Turned off again so the other suites' admin sign-in stays as it was.
    const off = await c.t.gql('mutation($c: String!) { disableTotp(currentPassword: "admin-password-1", code: $c, staff: true) { enabled } }', { c: await totpCode(c.t, adminId, secret) }, c.admin);
    expect(off.data.disableTotp.enabled).toBe(false);
  });
});

describe('limits that cannot lock others out', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test('current-password checks count like sign-ins: the 11th wrong changePassword is 429, the right one too until it passes', async () => {
    t = await startTestApp();
    const m = await registerMember(t, { sponsor: '' });
    const CHANGE = 'mutation($c: String!) { changePassword(currentPassword: $c, newPassword: "password999") { token } }';
    for (let i = 0; i < 10; i++) expect((await t.gql(CHANGE, { c: `wrong-${i}` }, m.token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const limited = await t.gql(CHANGE, { c: 'wrong-again' }, m.token);
    expect(limited.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect((await t.gql(CHANGE, { c: m.password }, m.token)).errors?.[0].extensions?.code).toBe('RATE_LIMITED');

    // The email change's password check counts in the same budget (REST and GraphQL).
    const other = await registerMember(t, { sponsor: m.code });
    const EMAIL = 'mutation($i: ProfileInput!) { updateProfile(input: $i) { email } }';
    for (let i = 0; i < 10; i++) {
      const res = await t.gql(EMAIL, { i: { email: uniqueEmail('new'), currentPassword: `wrong-${i}` } }, other.token);
      expect(res.errors?.[0].message).toBe('Current password is wrong');
    }
    expectError(await t.http().put(`/api/v1/users/${other.id}`).set('Authorization', `Bearer ${other.token}`).send({ email: uniqueEmail('new'), currentPassword: 'nope' }), 429, undefined, 'RATE_LIMITED');
  });

  test("disableTotp's password check counts like a sign-in: the 11th wrong one is RATE_LIMITED, the right password and code too; TOTP stays on", async () => {
    t = await startTestApp();
    const m = await registerMember(t, { sponsor: '' });
    const { secret } = await enrol(t, m.id, m.token);
    const DISABLE = 'mutation($p: String!, $c: String!) { disableTotp(currentPassword: $p, code: $c) { enabled } }';
    for (let i = 0; i < 10; i++) {
      const res = await t.gql(DISABLE, { p: `wrong-${i}`, c: await totpCode(t, m.id, secret) }, m.token);
      expect(res.errors?.[0]).toMatchObject({ message: 'Current password is wrong', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const limited = await t.gql(DISABLE, { p: 'wrong-again', c: await totpCode(t, m.id, secret) }, m.token);
    expect(limited.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    // As for changePassword: the right password and a right code are refused too until it passes.
    expect((await t.gql(DISABLE, { p: m.password, c: await totpCode(t, m.id, secret) }, m.token)).errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect((await t.gql('{ twoFactorStatus { enabled } me { withdrawalHoldUntil } }', {}, m.token)).data).toEqual({ twoFactorStatus: { enabled: true }, me: { withdrawalHoldUntil: null } });
    // One budget per account: changePassword is refused as well.
    const change = await t.gql('mutation($c: String!) { changePassword(currentPassword: $c, newPassword: "password999") { token } }', { c: m.password }, m.token);
    expect(change.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  test("anonymous mail requests cannot stop a signed-in member's OTP or an owner's password reset", async () => {
    t = await startTestApp({ MAIL_LIMIT_PER_IP: '1000', MAIL_LIMIT_GLOBAL: '5', MAIL_LIMIT_PER_ADDRESS: '3' });
    const m = await registerMember(t, { sponsor: '' });
    // Anonymous code requests to any addresses spend the anonymous hourly budget...
    let refused = 0;
    for (let i = 0; i < 8; i++) {
      const res = await t.http().post('/api/v1/auth/verify-user').send({ email: uniqueEmail('flood') });
      if (res.status === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    expect((await t.http().post('/api/v1/auth/verify-user').send({ email: uniqueEmail('flood') })).status).toBe(429);
    // ...but the member's OTP has its own budget.
    const before = t.outbox(m.email).length;
    const otp = await t.http().post('/api/v1/otp/send').set('Authorization', `Bearer ${m.token}`).send({ userId: m.id, email: m.email });
    expect(otp.status).toBe(200);
    expect(t.outbox(m.email).length).toBe(before + 1);
    expect(t.outbox(m.email).pop()!.subject).toBe('Your Meridian OTP');
    // And so does a reset link to an existing account.
    expect((await t.http().post('/api/v1/pass/forget').send({ email: m.email })).status).toBe(200);
    expect(t.outbox(m.email).pop()!.subject).toBe('Reset your Meridian password');
  });

  test('per address: the anonymous requests for one address stop at its budget, other addresses still get mail', async () => {
    t = await startTestApp({ MAIL_LIMIT_PER_IP: '1000', MAIL_LIMIT_GLOBAL: '1000', MAIL_LIMIT_PER_ADDRESS: '2' });
    const target = uniqueEmail('target');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.http().post('/api/v1/auth/verify-user').send({ email: target })).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(t.outbox(target).length).toBe(2);
    expect((await t.http().post('/api/v1/auth/verify-user').send({ email: uniqueEmail('other') })).status).toBe(200);
  });
});
