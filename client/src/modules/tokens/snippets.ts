/** The code samples of the developer page, for this installation's address (`origin`). */

export function curlSnippet(origin: string): string {
  return `curl ${origin}/graphql \\
  -H 'Authorization: Bearer mrd_pat_…' \\
  -H 'Content-Type: application/json' \\
  -d '{"query":"{ me { id username } }"}'`;
}

export function fetchSnippet(origin: string): string {
  return `// Node 18+ or a browser: the token in the Authorization header, no cookie.
const res = await fetch('${origin}/graphql', {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    authorization: \`Bearer \${process.env.MERIDIAN_TOKEN}\`,
  },
  body: JSON.stringify({ query: '{ me { id wallets { active income } } }' }),
});
const { data, errors, extensions } = await res.json();
console.log(data, extensions.cost); // { requested, remaining, resetAt }`;
}

export function wsSnippet(origin: string): string {
  const ws = origin.replace(/^http/, 'ws');
  return `// Subscriptions over graphql-ws: the token goes in the connection payload.
import { createClient } from 'graphql-ws';

const client = createClient({
  url: '${ws}/graphql',
  connectionParams: { authorization: \`Bearer \${process.env.MERIDIAN_TOKEN}\` },
});

for await (const event of client.iterate({ query: 'subscription { notificationAdded { id title message } }' })) {
  console.log(event.data); // needs the read:notifications scope
}`;
}

export const COST_SNIPPET = `{
  "data": { "me": { "id": 42 } },
  "extensions": {
    "cost": { "requested": 3, "remaining": 19991, "resetAt": "2025-03-12T14:05:09.000Z" }
  }
}`;

export const RATE_LIMITED_SNIPPET = `HTTP/1.1 429 Too Many Requests
Retry-After: 7

{ "errors": [{ "message": "…", "extensions": { "code": "RATE_LIMITED" } }] }`;

/** What the server answers a token without read:wallets asking for balances (server/test/api-tokens.test.ts checks it). */
export const FORBIDDEN_SNIPPET = `HTTP/1.1 403 Forbidden

{ "errors": [{ "message": "This token lacks the scope read:wallets", "extensions": { "code": "FORBIDDEN", "scope": "read:wallets", "requestId": "…" } }] }`;

export const PAGING_SNIPPET = `# Cursor paging: \`first\` rows after the cursor \`after\` (none: from the start).
query IncomeYear($after: String) {
  incomeReportPage(from: "2025-01-01", to: "2025-12-31", first: 100, after: $after) {
    pageInfo { endCursor hasNextPage }
    items { day kind amount members }
  }
}`;

export const PAGING_LOOP_SNIPPET = `const rows = [];
let after = null;
for (;;) {
  const { data } = await call(QUERY, { after });
  const page = data.incomeReportPage;
  rows.push(...page.items);
  if (!page.pageInfo.hasNextPage) break;
  after = page.pageInfo.endCursor;
}`;

export const WEBHOOK_VERIFY_SNIPPET = `import crypto from 'node:crypto';

/**
 * Verifies a Meridian webhook (Standard Webhooks). rawBody: the request body exactly as received
 * (a string, before any JSON parsing); headers: the request headers; secret: the endpoint's
 * 'whsec_…' secret shown when you registered it. Returns the event, or throws.
 */
export function verifyWebhook(rawBody, headers, secret) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) throw new Error('Missing webhook headers');

  // Refuse deliveries more than 5 minutes old (or ahead): replays.
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) throw new Error('Stale webhook');

  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = crypto.createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest();

  // 'v1,<base64>' entries separated by spaces; compare in constant time.
  const valid = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
  if (!valid) throw new Error('Bad webhook signature');
  return JSON.parse(rawBody);
}

// Express: keep the raw body for the check.
// app.post('/meridian-hook', express.text({ type: '*/*' }), (req, res) => {
//   const event = verifyWebhook(req.body, req.headers, process.env.MERIDIAN_WEBHOOK_SECRET);
//   res.sendStatus(204); // answer 2xx quickly; do the work after
// });`;

/** The webhook event types, when they are sent and the member token scope they need. */
export const WEBHOOK_EVENTS: ReadonlyArray<{ type: string; when: string; scope: string }> = [
  { type: 'deposit.decided', when: 'A deposit was completed (credited) or declined', scope: 'read:wallets' },
  { type: 'withdrawal.decided', when: 'A withdrawal was paid, declined or cancelled', scope: 'read:wallets' },
  { type: 'transfer.received', when: 'Money arrived from another member', scope: 'read:wallets' },
  { type: 'income.daily', when: "The day's incomes by kind, once per member and day after the daily run", scope: 'read:income' },
  { type: 'ticket.replied', when: 'Support answered a ticket', scope: 'write:tickets or read:notifications' },
  { type: 'topup.created', when: 'A plan top-up was bought (by the member or for them)', scope: 'read:wallets' },
];
