/**
 * The WebSocket under the permission table (issue 17 item 1): every subscription that declares a
 * permission, subscribed to by every staff role (and a member) over graphql-ws, answers FORBIDDEN
 * exactly when the caller holds none of what it declares. Generated from the same declarations
 * and table as permissions-matrix.test.ts (which covers queries, mutations and REST), so a new
 * guarded subscription is checked without a line here.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { getNamedType, GraphQLEnumType, GraphQLInputType, GraphQLList, GraphQLNonNull, GraphQLScalarType, isLeafType } from 'graphql';
import { adminToken, registerMember, startTestApp, type TestApp } from './harness';
import { inviteStaff } from './staff-helpers';
import { declaredAccess } from '../src/common/auth/auth-checker';
import { isPermission, ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '../src/common/auth/permissions';

jest.setTimeout(120_000);

/** How long an accepted subscription stays silent before it counts as allowed (a refusal comes at once). */
const QUIET_MS = 400;

/** A value of the argument's type (copied from permissions-matrix.test.ts: harmless ids, first enum values). */
function dummy(type: GraphQLInputType): string {
  if (type instanceof GraphQLNonNull) return dummy(type.ofType);
  if (type instanceof GraphQLList) return `[${dummy(type.ofType)}]`;
  if (type instanceof GraphQLEnumType) return type.getValues()[0].name;
  const name = (type as GraphQLScalarType).name;
  if (name === 'Int') return '999999';
  if (name === 'Float') return '1';
  if (name === 'Boolean') return 'false';
  if (name === 'ID') return '"999999"';
  return '"x"';
}

type Outcome = { refused: string | null; message?: string };

const clients: Client[] = [];

/** One socket signed in with `token`; `attempt` subscribes and says whether it was refused, and with which code. */
function socket(t: TestApp, token: string) {
  const client = createClient({
    url: t.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
  });
  clients.push(client);
  const attempt = (query: string) =>
    new Promise<Outcome>((resolve) => {
      let done = false;
      const finish = (o: Outcome) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        unsubscribe();
        resolve(o);
      };
      const unsubscribe = client.subscribe(
        { query },
        {
          next: (msg: any) => finish(msg.errors?.length ? { refused: msg.errors[0].extensions?.code ?? 'ERROR', message: msg.errors[0].message } : { refused: null }),
          error: (err: any) => {
            const first = Array.isArray(err) ? err[0] : err;
            finish({ refused: first?.extensions?.code ?? 'SOCKET_ERROR', message: first?.message ?? String(first?.reason ?? err) });
          },
          complete: () => finish({ refused: 'COMPLETED' }),
        },
      );
      const timer = setTimeout(() => finish({ refused: null }), QUIET_MS);
    });
  return { attempt };
}

describe('every caller against every subscription that declares a permission, over the WebSocket', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole | 'MEMBER', string>;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
    tokens.OWNER = await adminToken(t);
    for (const role of STAFF_ROLES) if (role !== 'OWNER') tokens[role] = (await inviteStaff(t, tokens.OWNER, role)).token;
    tokens.MEMBER = (await registerMember(t)).token;
  });
  afterAll(async () => {
    for (const c of clients) await Promise.resolve(c.dispose()).catch(() => undefined);
    await t?.close();
  });

  it('FORBIDDEN exactly when the caller holds none of the declared permissions', async () => {
    const subscriptionType = t.running.schema.getSubscriptionType()!;
    const guarded = [...declaredAccess()]
      .filter(([key, access]) => key.startsWith('Subscription.') && access?.some(isPermission))
      .map(([key, access]) => ({ name: key.slice('Subscription.'.length), access: access! }));
    // The table's subscriptions (a guard that went missing would drop one from this list).
    expect(guarded.map((s) => s.name)).toEqual(expect.arrayContaining(['dailyRunChanged', 'ticketResponseAdded']));

    const mismatches: string[] = [];
    let refusals = 0;
    for (const caller of [...STAFF_ROLES, 'MEMBER'] as const) {
      const s = socket(t, tokens[caller]);
      for (const sub of guarded) {
        const field = subscriptionType.getFields()[sub.name];
        const required = field.args.filter((a) => a.type instanceof GraphQLNonNull && a.defaultValue === undefined);
        const args = required.length ? `(${required.map((a) => `${a.name}: ${dummy(a.type)}`).join(', ')})` : '';
        const query = `subscription { ${sub.name}${args}${isLeafType(getNamedType(field.type)) ? '' : ' { __typename }'} }`;
        const expectedAllowed =
          caller === 'MEMBER'
            ? sub.access.includes('MEMBER')
            : sub.access.some((a) => a === 'STAFF' || (isPermission(a) && ROLE_PERMISSIONS[caller].includes(a)));
        const got = await s.attempt(query);
        if (got.refused) refusals++;
        if (expectedAllowed ? got.refused !== null : got.refused !== 'FORBIDDEN') {
          mismatches.push(`${caller} ${sub.name}: expected ${expectedAllowed ? 'allowed' : 'FORBIDDEN'}, got ${got.refused ?? 'allowed'} ${got.message ?? ''}`);
        }
        // A staff refusal names the permission the role lacks.
        if (!expectedAllowed && caller !== 'MEMBER' && got.refused === 'FORBIDDEN') {
          const needed = sub.access.filter(isPermission);
          if (!needed.some((p) => got.message?.includes(p))) mismatches.push(`${caller} ${sub.name}: the refusal does not name ${needed.join(' or ')}: ${got.message}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    // The table refuses someone for each guarded subscription (else the test proves nothing).
    expect(refusals).toBeGreaterThanOrEqual(guarded.length);
  });
});
