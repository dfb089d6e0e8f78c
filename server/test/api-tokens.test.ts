/**
 * Personal API tokens (issue 18 item 1) through the real server: created once-shown after a step-up,
 * hashed at rest, scoped (FORBIDDEN naming the missing scope), expiring, revocable (401 on HTTP,
 * its sockets close), never a web session, never changing a password, email, TOTP or another token.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { API, api, bearer, clearOtp, credit, files, newMember, useMoneyApp } from './money-helpers';
import { inviteStaff } from './staff-helpers';
import { isApiTokenShape, newTokenSecret } from '../src/modules/tokens/api-tokens.service';
import { sha256 } from '../src/common/hash';
import { ApiToken } from '../src/modules/tokens/api-token.entity';
import { User } from '../src/modules/users/user.entity';

const c = useMoneyApp();

const CREATE = 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id name scopes expiresAt lastUsedAt prefix } } }';

async function createToken(session: string, scopes: string[], member?: Awaited<ReturnType<typeof newMember>>, expiresInDays = 30) {
  if (member) await clearOtp(c, member);
  const res = await c.t.gql(CREATE, { input: { name: 'Partner app', scopes, expiresInDays } }, session);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.createApiToken as { token: string; apiToken: { id: string; scopes: string[]; expiresAt: string; lastUsedAt: string | null; prefix: string } };
}

describe('creating a token', () => {
  test('needs a step-up, is shown once with a recognisable prefix and checksum, and is stored hashed', async () => {
    const m = await newMember(c);
    const noStepUp = await c.t.gql(CREATE, { input: { name: 'x', scopes: ['read:wallets'] } }, m.token);
    expect(noStepUp.errors?.[0].extensions?.code).toBe('OTP_REQUIRED');
    const created = await createToken(m.token, ['read:profile', 'read:wallets'], m);
    expect(created.token).toMatch(/^mrd_pat_[0-9A-Za-z]{38}$/);
    expect(isApiTokenShape(created.token)).toBe(true);
    expect(isApiTokenShape(created.token.slice(0, -1) + (created.token.endsWith('A') ? 'B' : 'A'))).toBe(false);
    expect(created.apiToken.prefix).toBe(created.token.slice(0, 12));
    const rows = await c.t.db.manager.query('SELECT token_hash FROM api_tokens WHERE id = ?', [Number(created.apiToken.id)]);
    expect(rows[0].token_hash).toBe(sha256(created.token));
    expect(JSON.stringify(rows)).not.toContain(created.token);
    const list = await c.t.gql('{ apiTokens { id name scopes } }', {}, m.token);
    expect(JSON.stringify(list.data)).not.toContain(created.token);
    expect(list.data.apiTokens).toHaveLength(1);
  });

  test('bad input: no scope, an unknown or staff scope, an expiry over a year', async () => {
    const m = await newMember(c);
    await clearOtp(c, m);
    for (const input of [
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['read:everything'] },
      { name: 'x', scopes: ['withdrawals:decide'] },
      { name: 'x', scopes: ['read:profile'], expiresInDays: 400 },
      { name: 'x', scopes: ['read:profile'], expiresInDays: 366 },
      { name: 'x', scopes: ['read:profile'], expiresInDays: 0 },
      { name: '', scopes: ['read:profile'] },
    ]) {
      const res = await c.t.gql(CREATE, { input }, m.token);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await c.t.gql('{ apiTokens { id } }', {}, m.token)).data.apiTokens).toEqual([]);
    expect((await c.t.gql(CREATE, { input: { name: 'x', scopes: ['read:profile'], expiresInDays: 366 } }, m.token)).errors?.[0].message).toBe('Expiry must be 1 to 365 days');
  });

  test('at most a year: 365 days is the longest expiry', async () => {
    const m = await newMember(c);
    const before = Date.now();
    const { apiToken } = await createToken(m.token, ['read:profile'], m, 365);
    const days = (new Date(apiToken.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThan(365.01);
  });
});

describe('using a token', () => {
  test('reads within its scopes; outside them FORBIDDEN naming the missing scope; last use recorded', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 50, 'business');
    const { token, apiToken } = await createToken(m.token, ['read:profile'], m);
    const me = await c.t.gql('{ me { id email } }', {}, token);
    expect(me.data.me.id).toBe(m.id);
    const wallets = await c.t.gql('{ me { id wallets { active } } }', {}, token);
    expect(wallets.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(wallets.errors?.[0].message).toContain('read:wallets');
    const list = await c.t.gql('{ apiTokens { id lastUsedAt lastUsedIp } }', {}, m.token);
    const row = list.data.apiTokens.find((t: any) => t.id === apiToken.id);
    expect(row.lastUsedAt).not.toBeNull();
    expect(row.lastUsedIp).toBeTruthy();
  });

  test("the developer page's FORBIDDEN example is exactly what the server answers", async () => {
    // client/src/modules/tokens/snippets.ts: a status line, a blank line, the body (requestId elided as "…").
    const source = fs.readFileSync(path.resolve(__dirname, '../../client/src/modules/tokens/snippets.ts'), 'utf8');
    const snippet = source.match(/export const FORBIDDEN_SNIPPET = `([^`]*)`;/)?.[1];
    expect(snippet).toBeDefined();
    const [statusLine, body] = snippet!.split('\n\n');
    const m = await newMember(c);
    const { token } = await createToken(m.token, ['read:profile'], m);
    const res = await c.t.http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: '{ me { wallets { active } } }' });
    expect(statusLine).toBe(`HTTP/1.1 ${res.status} Forbidden`);
    const answered = JSON.parse(JSON.stringify(res.body).replace(res.body.errors?.[0]?.extensions?.requestId ?? '\0', '…'));
    expect(answered).toEqual(JSON.parse(body));
  });

  test('graphql-ws: a subscription outside its scopes is FORBIDDEN naming the missing scope; within them it subscribes', async () => {
    const m = await newMember(c);
    const { token } = await createToken(m.token, ['read:profile', 'read:wallets'], m);
    const subscribe = (query: string) =>
      new Promise<{ errors?: Array<{ message: string; extensions?: Record<string, unknown> }>; closed?: number }>((resolve) => {
        const client = createClient({ url: c.t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
        const done = (answer: { errors?: any; closed?: number }) => {
          clearTimeout(timer);
          void client.dispose();
          resolve(answer);
        };
        const timer = setTimeout(() => done({}), 400);
        client.subscribe({ query }, { next: () => undefined, error: (errors) => (Array.isArray(errors) ? done({ errors }) : done({ closed: (errors as { code?: number })?.code ?? -1 })), complete: () => undefined });
      });
    const refused = await subscribe('subscription { notificationAdded { id } }');
    expect(refused.errors).toEqual([{ message: 'This token lacks the scope read:notifications', extensions: { code: 'FORBIDDEN', scope: 'read:notifications' } }]);
    // The same token within its scopes: subscribed (no error, the socket stays open).
    expect(await subscribe('subscription { walletChanged { memberId } }')).toEqual({});
  });

  test('a money exit needs its write scope and the member rules (step-up) still apply', async () => {
    const sender = await newMember(c);
    const receiver = await newMember(c);
    await credit(c, sender.id, 100, 'business');
    const reader = await createToken(sender.token, ['read:wallets', 'read:profile'], sender);
    const TRANSFER = 'mutation($input: TransferToMemberInput!) { transferToMember(input: $input) { id } }';
    const input = { recipient: receiver.code, amount: '10', idempotencyKey: crypto.randomUUID() };
    const refused = await c.t.gql(TRANSFER, { input }, reader.token);
    expect(refused.errors?.[0].message).toContain('write:transfers');
    expect((await c.t.gql('{ me { wallets { active } } }', {}, reader.token)).data.me.wallets.active).toBe('100.00');
  });

  test('never a web session, never a password, email, TOTP or token change, never the legacy REST', async () => {
    const m = await newMember(c);
    const { token } = await createToken(m.token, ['read:profile', 'read:wallets', 'write:transfers', 'write:withdrawals', 'write:topups', 'read:income', 'read:team', 'read:notifications', 'write:tickets'], m);
    const attempts = [
      'mutation { changePassword(currentPassword: "password123", newPassword: "another-pass-9") { token } }',
      'mutation { updateProfile(input: { fullname: "Someone Else" }) { id } }',
      'mutation { createApiToken(input: { name: "child", scopes: ["read:profile"] }) { token } }',
      '{ apiTokens { id } }',
      'mutation { revokeApiToken(id: "1") { id } }',
      'mutation { disableTotp(currentPassword: "password123", code: "123456") { enabled } }',
    ];
    for (const q of attempts) {
      const res = await c.t.gql(q, {}, token);
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const rest = await api(c.t, 'get', `users/${m.id}`, token);
    expect(rest.status).toBe(401);
  });

  test("a token never reads a private file, not even its owner's deposit proof (tokens work on /graphql only)", async () => {
    const m = await newMember(c);
    const up = await c.t.http().post(`${API}/uploads/deposit-proof`).set(bearer(m.token)).attach('file', files.png(), 'proof.png');
    expect(up.status).toBe(201);
    const url = up.body.upload.url as string;
    expect((await c.t.http().get(url).set(bearer(m.token))).status).toBe(200);
    const { token } = await createToken(m.token, ['read:profile', 'read:wallets', 'read:income'], m);
    const byToken = await c.t.http().get(url).set({ Authorization: `Bearer ${token}` });
    expect(byToken.status).toBe(404);
    expect(byToken.headers['content-type']).toMatch(/json/);
    // A dead token (revoked, or one that was never issued) gets the same answer: nothing tells it the file exists.
    const { token: other, apiToken } = await createToken(m.token, ['read:profile'], m);
    expect((await c.t.gql('mutation($id: ID!) { revokeApiToken(id: $id) { revokedAt } }', { id: apiToken.id }, m.token)).errors).toBeUndefined();
    for (const dead of [other, `${other.slice(0, -4)}AAAA`]) {
      const res = await c.t.http().get(url).set({ Authorization: `Bearer ${dead}` });
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { success: false, message: 'File not found', error: 'File not found', code: 'NOT_FOUND' } });
    }
  });

  test('staff tokens hold at most their role; an analyst token reads reports and nothing of a member', async () => {
    const analyst = await inviteStaff(c.t, c.admin, 'ANALYST');
    // The staff step-up: the mailed code (no authenticator enrolled), on the admin session.
    expect((await c.t.gql('mutation { sendOtp(staff: true) { success } }', {}, analyst.token)).errors).toBeUndefined();
    const stepUp = await c.t.gql('mutation($code: String!) { stepUp(code: $code, staff: true) { verified } }', { code: c.t.lastCode(analyst.email) }, analyst.token);
    expect(stepUp.data.stepUp.verified).toBe(true);
    const res = await c.t.gql(CREATE, { input: { name: 'BI', scopes: ['read:reports', 'deposits:read'] } }, analyst.token);
    expect(res.errors).toBeUndefined();
    const token = res.data.createApiToken.token;
    expect(res.data.createApiToken.apiToken.scopes).toEqual(['reports:read', 'deposits:read']);
    expect((await c.t.gql('{ consoleDashboard { __typename } }', {}, token)).errors).toBeUndefined();
    expect((await c.t.gql('{ withdrawals(page: 1, pageSize: 5) { total } }', {}, token)).errors?.[0].message).toContain('withdrawals:read');
    const wider = await c.t.gql(CREATE, { input: { name: 'x', scopes: ['deposits:decide'] } }, analyst.token);
    expect(wider.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('a browser holding a member session and a staff session', () => {
  /** A cookie request as the web app sends it (both cookies, same origin). */
  async function viaCookies(cookie: string, query: string, variables: Record<string, unknown> = {}) {
    const res = await c.t.http().post('/graphql').set('Content-Type', 'application/json').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').send({ query, variables });
    return res.body as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  }

  test('staff: true manages the staff tokens, without it the member tokens', async () => {
    const analyst = await inviteStaff(c.t, c.admin, 'ANALYST');
    const m = await newMember(c);
    const memberToken = await createToken(m.token, ['read:wallets'], m);
    const cookies = `token=${m.token}; admin_token=${analyst.token}`;

    const staffScopes = await viaCookies(cookies, '{ apiTokenScopes(staff: true) { name } }');
    expect(staffScopes.data.apiTokenScopes.map((s: { name: string }) => s.name)).toContain('reports:read');
    const memberScopes = await viaCookies(cookies, '{ apiTokenScopes { name } }');
    expect(memberScopes.data.apiTokenScopes.map((s: { name: string }) => s.name)).not.toContain('reports:read');

    // The staff step-up, then a staff token made beside the member session.
    expect((await viaCookies(cookies, 'mutation { sendOtp(staff: true) { success } }')).errors).toBeUndefined();
    expect((await viaCookies(cookies, 'mutation($code: String!) { stepUp(code: $code, staff: true) { verified } }', { code: c.t.lastCode(analyst.email) })).data.stepUp.verified).toBe(true);
    const made = await viaCookies(cookies, 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input, staff: true) { apiToken { id scopes } } }', { input: { name: 'BI', scopes: ['read:reports'] } });
    expect(made.errors).toBeUndefined();
    expect(made.data.createApiToken.apiToken.scopes).toEqual(['reports:read']);

    const staffList = (await viaCookies(cookies, '{ apiTokens(staff: true) { id } }')).data.apiTokens.map((t: { id: string }) => t.id);
    const memberList = (await viaCookies(cookies, '{ apiTokens { id } }')).data.apiTokens.map((t: { id: string }) => t.id);
    expect(staffList).toEqual([made.data.createApiToken.apiToken.id]);
    expect(memberList).toEqual([memberToken.apiToken.id]);

    // Revocation acts on the chosen account's tokens only.
    const wrong = await viaCookies(cookies, 'mutation($id: ID!) { revokeApiToken(id: $id, staff: true) { id } }', { id: memberToken.apiToken.id });
    expect(wrong.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const revoked = await viaCookies(cookies, 'mutation($id: ID!) { revokeApiToken(id: $id, staff: true) { revokedAt } }', { id: made.data.createApiToken.apiToken.id });
    expect(revoked.data.revokeApiToken.revokedAt).toBeTruthy();

    // staff: true from a member alone is FORBIDDEN.
    expect((await c.t.gql('{ apiTokens(staff: true) { id } }', {}, m.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe("staff raise a member's token budget", () => {
  test("memberApiTokens lists a member's live tokens for staff:manage only, with the budget staff set", async () => {
    const m = await newMember(c);
    const t = await createToken(m.token, ['read:wallets'], m);
    const listed = await c.t.gql('query($id: Int!) { memberApiTokens(memberId: $id) { id name costBudget } }', { id: m.id }, c.admin);
    expect(listed.data.memberApiTokens).toEqual([{ id: t.apiToken.id, name: 'Partner app', costBudget: null }]);
    const raised = await c.t.gql('mutation($id: ID!) { setApiTokenBudget(id: $id, budget: 50000) { costBudget } }', { id: t.apiToken.id }, c.admin);
    expect(raised.data.setApiTokenBudget.costBudget).toBe(50000);
    const again = await c.t.gql('query($id: Int!) { memberApiTokens(memberId: $id) { costBudget } }', { id: m.id }, c.admin);
    expect(again.data.memberApiTokens).toEqual([{ costBudget: 50000 }]);

    const support = await inviteStaff(c.t, c.admin, 'SUPPORT');
    expect((await c.t.gql('query($id: Int!) { memberApiTokens(memberId: $id) { id } }', { id: m.id }, support.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await c.t.gql('query($id: Int!) { memberApiTokens(memberId: $id) { id } }', { id: m.id }, m.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await c.t.gql('{ memberApiTokens(memberId: 0) { id } }', {}, c.admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('expiry and revocation', () => {
  test('an expired token is nobody', async () => {
    const m = await newMember(c);
    const { token, apiToken } = await createToken(m.token, ['read:profile'], m);
    await c.t.db.transaction((em) => em.update(ApiToken, { id: Number(apiToken.id) }, { expiresAt: new Date(Date.now() - 1000) }));
    const res = await c.t.gql('{ me { id } }', {}, token);
    expect(res.status).toBe(401);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('revoke: 401 at once on HTTP and its open socket closes; the web session is untouched', async () => {
    const m = await newMember(c);
    const { token, apiToken } = await createToken(m.token, ['read:profile', 'read:notifications'], m);
    const closed = new Promise<number>((resolve) => {
      const client = createClient({
        url: c.t.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
        on: { closed: (e: any) => resolve(e?.code ?? 0) },
      });
      client.subscribe({ query: 'subscription { notificationAdded { id } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    });
    await new Promise((r) => setTimeout(r, 300));
    const revoked = await c.t.gql('mutation($id: ID!) { revokeApiToken(id: $id) { revokedAt } }', { id: apiToken.id }, m.token);
    expect(revoked.data.revokeApiToken.revokedAt).not.toBeNull();
    expect(await closed).toBe(4403);
    const res = await c.t.http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: '{ me { id } }' });
    expect(res.status).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await c.t.gql('{ me { id } }', {}, m.token)).data.me.id).toBe(m.id);
  });

  test("a member cannot revoke another member's token", async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    const { apiToken } = await createToken(a.token, ['read:profile'], a);
    const res = await c.t.gql('mutation($id: ID!) { revokeApiToken(id: $id) { id } }', { id: apiToken.id }, b.token);
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('a dead token is refused, never taken for an anonymous caller', () => {
  /** A revoked, an expired, a well-shaped but unknown, a malformed and an owner-blocked `mrd_pat_` token. */
  async function deadTokens() {
    const m = await newMember(c);
    const revoked = await createToken(m.token, ['read:profile'], m);
    await c.t.gql('mutation($id: ID!) { revokeApiToken(id: $id) { id } }', { id: revoked.apiToken.id }, m.token);
    const expired = await createToken(m.token, ['read:profile'], m);
    await c.t.db.transaction((em) => em.update(ApiToken, { id: Number(expired.apiToken.id) }, { expiresAt: new Date(Date.now() - 1000) }));
    const blockedOwner = await newMember(c);
    const ofBlocked = await createToken(blockedOwner.token, ['read:profile'], blockedOwner);
    // Through the app's own connection, so the session cache drops the row at commit.
    await c.t.running.services.db.transaction((em) => em.update(User, { id: blockedOwner.id }, { status: 'block' }));
    return {
      revoked: revoked.token,
      expired: expired.token,
      unknown: newTokenSecret(),
      malformed: 'mrd_pat_not-a-token',
      badChecksum: revoked.token.slice(0, -1) + (revoked.token.endsWith('A') ? 'B' : 'A'),
      ownerBlocked: ofBlocked.token,
    };
  }

  test('GraphQL over HTTP: 401 with code UNAUTHENTICATED, for a private and a public read and a mutation', async () => {
    for (const [kind, token] of Object.entries(await deadTokens())) {
      for (const query of ['{ me { id } }', '{ plans { id } }', 'mutation { markAllNotificationsSeen }']) {
        const res = await c.t.http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query });
        expect({ kind, query, status: res.status }).toEqual({ kind, query, status: 401 });
        expect(res.body.data).toBeUndefined();
        expect(res.body.errors).toEqual([{ message: 'This API token is not valid: it is revoked, expired or unknown', extensions: { code: 'UNAUTHENTICATED' } }]);
        expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      }
    }
  });

  test('REST /api/v1: the same 401 { success: false, message, error } on a public and a member route', async () => {
    const m = await newMember(c);
    for (const [kind, token] of Object.entries(await deadTokens())) {
      for (const url of ['plans/list', `users/${m.id}`]) {
        const res = await api(c.t, 'get', url, token);
        expect({ kind, url, status: res.status }).toEqual({ kind, url, status: 401 });
        expect(res.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED', message: expect.any(String), error: expect.any(String) });
      }
    }
    // A live token is not a REST session either (tokens work on /graphql only): 401 on a public route too.
    const live = await createToken(m.token, ['read:profile'], m);
    const res = await api(c.t, 'get', 'plans/list', live.token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  test('graphql-ws: a dead token is refused at connect (closed 4403, never acknowledged)', async () => {
    const tokens = await deadTokens();
    for (const [kind, token] of Object.entries(tokens)) {
      const outcome = await new Promise<{ connected: boolean; code: number }>((resolve) => {
        let connected = false;
        const client = createClient({
          url: c.t.url.replace('http', 'ws') + '/graphql',
          webSocketImpl: WebSocket,
          connectionParams: { authorization: `Bearer ${token}` },
          retryAttempts: 0,
          lazy: false,
          on: { connected: () => (connected = true), closed: (e: any) => resolve({ connected, code: e?.code ?? 0 }) },
        });
        client.on('closed', () => void client.dispose());
      });
      expect({ kind, ...outcome }).toEqual({ kind, connected: false, code: 4403 });
    }
  });
});
