import { explorerFetch, graphqlWsUrlOf, hasAuthorization } from './explorerFetch';

const TOKEN = 'mrd_pat_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789ab';

function capture() {
  const calls: Array<{ url: unknown; init: RequestInit }> = [];
  const base = jest.fn(async (url: unknown, init?: RequestInit) => {
    calls.push({ url, init: init ?? {} });
    return new Response('{}');
  }) as unknown as typeof fetch;
  return { calls, base: () => base };
}

describe('explorerFetch', () => {
  it('session mode: the cookie, no Authorization', async () => {
    const { calls, base } = capture();
    await explorerFetch('session', null, base)('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(hasAuthorization(calls[0].init.headers)).toBe(false);
  });

  it('token mode: the Bearer token and never the cookie', async () => {
    const { calls, base } = capture();
    await explorerFetch('token', TOKEN, base)('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(calls[0].init.credentials).toBe('omit');
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe(`Bearer ${TOKEN}`);
    expect((calls[0].init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('token mode without a token: still no cookie', async () => {
    const { calls, base } = capture();
    await explorerFetch('token', null, base)('/graphql', { method: 'POST' });
    expect(calls[0].init.credentials).toBe('omit');
    expect(hasAuthorization(calls[0].init.headers)).toBe(false);
  });

  it('an Authorization typed in the Headers tab wins and drops the cookie, in either mode', async () => {
    const { calls, base } = capture();
    await explorerFetch('session', null, base)('/graphql', { headers: { Authorization: 'Bearer typed' } });
    await explorerFetch('token', TOKEN, base)('/graphql', { headers: { Authorization: 'Bearer typed' } });
    for (const c of calls) {
      expect(c.init.credentials).toBe('omit');
      expect((c.init.headers as Record<string, string>).authorization).toBe('Bearer typed');
    }
  });
});

describe('graphqlWsUrlOf', () => {
  it('follows the page: ws on http, wss on https', () => {
    expect(graphqlWsUrlOf({ protocol: 'http:', host: '127.0.0.1:4000' })).toBe('ws://127.0.0.1:4000/graphql');
    expect(graphqlWsUrlOf({ protocol: 'https:', host: 'app.example.com' })).toBe('wss://app.example.com/graphql');
  });
});
