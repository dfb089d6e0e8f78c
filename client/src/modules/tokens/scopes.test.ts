import fs from 'node:fs';
import path from 'node:path';
import { EXPIRY_DAYS, MEMBER_SCOPES, isWriteScope, looksLikeToken } from './scopes';

describe('token scopes (client copy)', () => {
  it('agrees with the server table (server/src/common/auth/scopes.ts)', () => {
    const source = fs.readFileSync(path.resolve(__dirname, '../../../../server/src/common/auth/scopes.ts'), 'utf8');
    const block = source.slice(source.indexOf('export const MEMBER_SCOPES = {'), source.indexOf('} as const;'));
    const server = [...block.matchAll(/'([a-z]+:[a-z]+)': '([^']+)'/g)].map((m) => ({ name: m[1], description: m[2] }));
    expect(server.length).toBeGreaterThan(0);
    expect(MEMBER_SCOPES).toEqual(server);
  });

  it('offers expiries up to a year, marks write scopes, recognises a token', () => {
    expect(EXPIRY_DAYS).toEqual([7, 30, 90, 180, 365]);
    // The longest choice is the server's limit (server/src/modules/tokens/api-tokens.service.ts).
    const service = fs.readFileSync(path.resolve(__dirname, '../../../../server/src/modules/tokens/api-tokens.service.ts'), 'utf8');
    expect(Number(service.match(/export const MAX_TOKEN_DAYS = (\d+);/)?.[1])).toBe(EXPIRY_DAYS[EXPIRY_DAYS.length - 1]);
    expect(isWriteScope('write:transfers')).toBe(true);
    expect(isWriteScope('deposits:decide')).toBe(true);
    expect(isWriteScope('read:wallets')).toBe(false);
    expect(isWriteScope('reports:read')).toBe(false);
    expect(looksLikeToken(' mrd_pat_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789ab ')).toBe(true);
    expect(looksLikeToken('mrd_pat_short')).toBe(false);
    expect(looksLikeToken('ghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789ab')).toBe(false);
  });
});
