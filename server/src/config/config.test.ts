import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const SECRET = 'a-very-long-test-secret-of-32-chars-or-more';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('loadConfig accepted an invalid configuration');
}

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-config-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'postgres://localhost/db' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'example.com' }, 'PUBLIC_URL'],
    [{ RATE_LIMIT_DISABLED: 'yes' }, 'RATE_LIMIT_DISABLED'],
    [{ TRUST_PROXY: 'any proxy!' }, 'TRUST_PROXY'],
    [{ MAIL_LIMIT_PER_IP: '0' }, 'MAIL_LIMIT_PER_IP'],
    [{ MAIL_LIMIT_GLOBAL: 'lots' }, 'MAIL_LIMIT_GLOBAL'],
    [{ UPLOAD_QUOTA: '-1' }, 'UPLOAD_QUOTA'],
    [{ READ_LIMIT_PER_MINUTE: '0' }, 'READ_LIMIT_PER_MINUTE'],
    [{ READ_LIMIT_PER_MINUTE: 'many' }, 'READ_LIMIT_PER_MINUTE'],
    [{ GRAPHQL_COST_PER_MINUTE: '0' }, 'GRAPHQL_COST_PER_MINUTE'],
    [{ GRAPHQL_STAFF_COST_PER_MINUTE: 'plenty' }, 'GRAPHQL_STAFF_COST_PER_MINUTE'],
    [{ GRAPHQL_SESSION_COST_PER_MINUTE: '-5' }, 'GRAPHQL_SESSION_COST_PER_MINUTE'],
  ])('%p stops the start with a message naming %s', (bad, name) => {
    const err = configError({ JWT_SECRET: SECRET, DATABASE_URL: `sqlite:${path.join(dir, 'x.db')}`, ...bad });
    expect(err.message).toMatch(new RegExp(`^Invalid configuration:\\n(.*\\n)*\\s*${name}: `, 'm'));
    for (const other of ['PORT', 'NODE_ENV', 'DATABASE_URL', 'JWT_SECRET', 'ADMIN_EMAIL']) {
      if (other !== name) expect(err.message).not.toMatch(new RegExp(`\\b${other}:`));
    }
  });

  test('every bad variable is named at once', () => {
    const err = configError({ PORT: 'abc', DATABASE_URL: 'nope', JWT_SECRET: SECRET });
    expect(err.message).toMatch(/PORT: /);
    expect(err.message).toMatch(/DATABASE_URL: must be sqlite:<file> or mysql:\/\/user:pass@host:port\/db/);
  });

  test('production requires JWT_SECRET and ADMIN_PASSWORD', () => {
    const db = `sqlite:${path.join(dir, 'prod.db')}`;
    expect(configError({ NODE_ENV: 'production', ADMIN_PASSWORD: 'admin-password-1', DATABASE_URL: db }).message).toBe(
      'Invalid configuration:\n  JWT_SECRET: required in production',
    );
    expect(configError({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATABASE_URL: db }).message).toBe('Invalid configuration:\n  ADMIN_PASSWORD: required in production');
    // No development secret was written for the refused production start.
    expect(fs.existsSync(path.join(dir, '.jwt-secret'))).toBe(false);
    const ok = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, ADMIN_PASSWORD: 'admin-password-1', DATABASE_URL: db });
    expect(ok.env).toBe('production');
    expect(ok.jwtSecret).toBe(SECRET);
  });

  test('defaults and derived values', () => {
    const c = loadConfig({ JWT_SECRET: SECRET, CORS_ORIGINS: ' https://a.example , https://b.example,, ', PUBLIC_URL: 'https://meridian.example/', ADMIN_EMAIL: 'Boss@Example.COM' });
    expect(c.env).toBe('development');
    expect(c.port).toBe(4000);
    expect(c.databaseUrl).toBe('sqlite:./data/meridian.db');
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(c.publicUrl).toBe('https://meridian.example');
    expect(c.adminEmail).toBe('boss@example.com');
    expect(c.adminPassword).toBe('admin12345');
    expect(c.rateLimitDisabled).toBe(false);
    expect(c.readLimitPerMinute).toBe(600);
    expect(loadConfig({ JWT_SECRET: SECRET, READ_LIMIT_PER_MINUTE: '30' }).readLimitPerMinute).toBe(30);
    expect(c.graphqlCostPerMinute).toEqual({ member: 20_000, session: 60_000, staff: 100_000 });
    expect(loadConfig({ JWT_SECRET: SECRET, GRAPHQL_COST_PER_MINUTE: '600', GRAPHQL_SESSION_COST_PER_MINUTE: '3000', GRAPHQL_STAFF_COST_PER_MINUTE: '6000' }).graphqlCostPerMinute).toEqual({ member: 600, session: 3000, staff: 6000 });
    expect(path.isAbsolute(c.mailOutbox)).toBe(true);
    expect(loadConfig({ JWT_SECRET: SECRET, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ JWT_SECRET: SECRET, PORT: '8080' }).port).toBe(8080);
    // Nobody's X-Forwarded-For is believed unless TRUST_PROXY names the proxy.
    expect(c.trustProxy).toBe(false);
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect([c.mailLimitPerIp, c.mailLimitGlobal, c.uploadQuota]).toEqual([20, 500, 20]);
  });

  test('operations: ROLE (web and worker need Redis), migrations at start, REDIS_PREFIX, pool size, grace, metrics port', () => {
    const c = loadConfig({ JWT_SECRET: SECRET });
    expect([c.role, c.migrateOnStart, c.redisPrefix, c.databasePoolSize, c.shutdownGraceMs, c.metricsPort]).toEqual(['all', 'always', 'meridian', 20, 10_000, undefined]);
    expect(configError({ JWT_SECRET: SECRET, ROLE: 'web' }).message).toContain('ROLE: web needs REDIS_URL');
    expect(configError({ JWT_SECRET: SECRET, ROLE: 'worker' }).message).toContain('ROLE: worker needs REDIS_URL');
    expect(configError({ JWT_SECRET: SECRET, ROLE: 'api' }).message).toContain('ROLE');
    expect(loadConfig({ JWT_SECRET: SECRET, ROLE: 'worker', REDIS_URL: 'redis://r:6379' }).role).toBe('worker');
    // MySQL migrates at start only into an empty database, unless MIGRATE_ON_START says otherwise.
    const mysql = { JWT_SECRET: SECRET, DATABASE_URL: 'mysql://u:p@h:3306/m' };
    expect(loadConfig(mysql).migrateOnStart).toBe('fresh');
    expect(loadConfig({ ...mysql, MIGRATE_ON_START: '1' }).migrateOnStart).toBe('always');
    expect(loadConfig({ ...mysql, MIGRATE_ON_START: '0' }).migrateOnStart).toBe('never');
    expect(loadConfig({ JWT_SECRET: SECRET, REDIS_PREFIX: 'blue' }).redisPrefix).toBe('blue');
    expect(loadConfig({ JWT_SECRET: SECRET, JOBS_QUEUE_PREFIX: 'old' }).redisPrefix).toBe('old');
    expect(configError({ JWT_SECRET: SECRET, REDIS_PREFIX: 'a:b' }).message).toContain('REDIS_PREFIX');
    expect(loadConfig({ JWT_SECRET: SECRET, DATABASE_POOL_SIZE: '50', SHUTDOWN_GRACE_MS: '3000', METRICS_PORT: '9464' })).toMatchObject({ databasePoolSize: 50, shutdownGraceMs: 3000, metricsPort: 9464 });
    expect(configError({ JWT_SECRET: SECRET, DATABASE_POOL_SIZE: '0' }).message).toContain('DATABASE_POOL_SIZE');
    expect([c.dailyRunLeaseMs, c.dailyRunChunkSize]).toEqual([30_000, undefined]);
    expect(loadConfig({ JWT_SECRET: SECRET, DAILY_RUN_LEASE_MS: '5000', DAILY_RUN_CHUNK_SIZE: '2000' })).toMatchObject({ dailyRunLeaseMs: 5000, dailyRunChunkSize: 2000 });
    expect(configError({ JWT_SECRET: SECRET, DAILY_RUN_LEASE_MS: '10' }).message).toContain('DAILY_RUN_LEASE_MS');
  });

  test('in development the JWT secret is generated once into the data folder and reused', () => {
    const db = `sqlite:${path.join(dir, 'data', 'dev.db')}`;
    const first = loadConfig({ DATABASE_URL: db });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
    const file = path.join(dir, 'data', '.jwt-secret');
    expect(fs.readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect((fs.statSync(file).mode & 0o077) === 0).toBe(true);
    expect(loadConfig({ DATABASE_URL: db }).jwtSecret).toBe(first.jwtSecret);
  });
});
