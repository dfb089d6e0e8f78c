/**
 * The session cache (reads reuse a session's account row for a few seconds) keeps the revocation
 * semantics: every committed change to a member row drops it at once, writes always read the row
 * from the database, and with SESSION_CACHE_MS=0 nothing is reused.
 */
import { adminToken, registerMember, startTestApp, TestApp } from './harness';

const ME = '{ me { id fullname status } }';

describe('with the session cache on (the default)', () => {
  let t: TestApp;
  let admin: string;
  let root: string;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
    admin = await adminToken(t);
    root = (await registerMember(t)).code;
  });
  afterAll(async () => t?.close());

  test('sign-out refuses the token on the very next read', async () => {
    const m = await registerMember(t, { sponsor: root });
    expect((await t.gql(ME, {}, m.token)).data.me.id).toBe(m.id); // the row is cached now
    expect((await t.gql('mutation { signOut { success } }', {}, m.token)).errors).toBeUndefined();
    expect((await t.gql(ME, {}, m.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.http().get(`/api/v1/users/${m.id}`).set('Authorization', `Bearer ${m.token}`)).status).toBe(401);
  });

  test("an admin's block refuses the member's next read", async () => {
    const m = await registerMember(t, { sponsor: root });
    expect((await t.gql(ME, {}, m.token)).data.me.status).toBe('unblock');
    expect((await t.gql(`mutation { setMemberStatus(id: ${m.id}, status: BLOCK) { id } }`, {}, admin)).errors).toBeUndefined();
    expect((await t.gql(ME, {}, m.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('a profile change shows in the next read, and in the sponsor shown to a direct', async () => {
    const sponsor = await registerMember(t, { sponsor: root });
    const direct = await registerMember(t, { sponsor: sponsor.code });
    const sponsorName = async () => (await t.gql('{ me { sponsor { fullname } } }', {}, direct.token)).data.me.sponsor.fullname;
    expect(await sponsorName()).toBe('Test Member');
    expect((await t.gql(ME, {}, sponsor.token)).data.me.fullname).toBe('Test Member');
    const changed = await t.gql('mutation { updateProfile(input: { fullname: "Renamed Member" }) { fullname } }', {}, sponsor.token);
    expect(changed.errors).toBeUndefined();
    expect((await t.gql(ME, {}, sponsor.token)).data.me.fullname).toBe('Renamed Member');
    expect(await sponsorName()).toBe('Renamed Member');
  });

  test('reads may reuse the row, but every write checks the session against the database', async () => {
    const m = await registerMember(t, { sponsor: root });
    expect((await t.gql(ME, {}, m.token)).data.me.status).toBe('unblock');
    // A change the application did not make (written straight to the database) is not announced...
    await t.db.manager.query("UPDATE users SET status = 'block' WHERE id = ?", [m.id]);
    // ...so a read within the cache's lifetime may still be served from the cached row,
    expect((await t.gql(ME, {}, m.token)).data?.me.id).toBe(m.id);
    // but a GraphQL mutation and a REST write read the row fresh and refuse the blocked account.
    const mutation = await t.gql('mutation { updateProfile(input: { fullname: "Blocked Member" }) { fullname } }', {}, m.token);
    expect(mutation.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await t.http().post('/api/v1/transfer/touser').set('Authorization', `Bearer ${m.token}`).send({ values: { userto_id: 1, amount: 10 } });
    expect(rest.status).toBe(401);
  });
});

describe('with SESSION_CACHE_MS=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_DISABLED: '1', SESSION_CACHE_MS: '0' });
  });
  afterAll(async () => t?.close());

  test('every read checks the database', async () => {
    const m = await registerMember(t);
    expect((await t.gql(ME, {}, m.token)).data.me.id).toBe(m.id);
    await t.db.manager.query("UPDATE users SET status = 'block' WHERE id = ?", [m.id]);
    expect((await t.gql(ME, {}, m.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
