/**
 * Configuration plumbing (issue 19 item 6): DATABASE_POOL_SIZE reaches the MySQL pool as mysql2's
 * `connectionLimit`, through the data source options the server opens its database with.
 */
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/config';
import { dataSourceOptions } from '../src/database/data-source';

const base = { NODE_ENV: 'test', DATABASE_URL: 'mysql://meridian:secret@db.internal:3307/meridian', JWT_SECRET: 'config-test-secret-config-test-secret-1234' };
const poolOf = (env: Record<string, string>) => {
  const config = loadConfig({ ...base, ...env });
  const options = dataSourceOptions(config.databaseUrl, config.databasePoolSize) as { type: string; host: string; port: number; extra?: { connectionLimit?: number } };
  return { type: options.type, host: options.host, port: options.port, connectionLimit: options.extra?.connectionLimit };
};

test('DATABASE_POOL_SIZE is the MySQL pool connectionLimit; 20 when unset', () => {
  expect(poolOf({ DATABASE_POOL_SIZE: '7' })).toEqual({ type: 'mysql', host: 'db.internal', port: 3307, connectionLimit: 7 });
  expect(poolOf({ DATABASE_POOL_SIZE: '150' }).connectionLimit).toBe(150);
  expect(poolOf({}).connectionLimit).toBe(20);
});

test('a DATABASE_POOL_SIZE that is not a positive whole number is refused', () => {
  for (const bad of ['0', '-3', '2.5', 'many']) expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
});

// With a MariaDB to connect to: the pool TypeORM creates from those options has that limit.
(process.env.TEST_DB === 'mysql' ? test : test.skip)('the MySQL driver pool is created with that connectionLimit', async () => {
  const url = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/meridian_ci';
  const config = loadConfig({ ...base, DATABASE_URL: url, DATABASE_POOL_SIZE: '3' });
  const dataSource = new DataSource(dataSourceOptions(config.databaseUrl, config.databasePoolSize));
  await dataSource.initialize();
  try {
    expect((dataSource.driver as unknown as { pool: { config: { connectionLimit: number } } }).pool.config.connectionLimit).toBe(3);
  } finally {
    await dataSource.destroy();
  }
});
