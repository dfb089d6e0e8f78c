#!/usr/bin/env node
// Runs the server suites against MySQL/MariaDB. Each test file creates and drops its own fresh
// database named after TEST_MYSQL_URL's database (default mysql://root@127.0.0.1:3306/meridian_ci).
const { spawnSync } = require('node:child_process');

const env = {
  ...process.env,
  TEST_DB: 'mysql',
  TEST_MYSQL_URL: process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/meridian_ci',
};
const result = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), '--runInBand', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
  cwd: __dirname + '/..',
});
process.exit(result.status ?? 1);
