import { startTestApp, TestApp } from './harness';
import { asText, concat, execute, greatest, insertIgnoreInto, intDiv, least, updateJoin, upsertAdd } from '../src/database/sql';

/** The engine's dialect statements, each run on the suite's engine (SQLite, or MariaDB with TEST_DB=mysql). */
describe('sql dialect for bulk statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.db.transaction(async (em) => {
      await em.query('CREATE TABLE dialect_sum (k1 INT NOT NULL, k2 VARCHAR(10) NOT NULL, amount BIGINT NOT NULL, n INT NOT NULL, PRIMARY KEY (k1, k2))');
      await em.query('CREATE TABLE dialect_src (id INT NOT NULL PRIMARY KEY, v BIGINT NOT NULL)');
    });
  });
  afterAll(() => t.close());
  const rows = () => t.db.manager.query(`SELECT k1, k2, ${asText(t.db.engine, 'amount')} AS amount, n FROM dialect_sum ORDER BY k1, k2`);

  it('insert-ignore skips existing keys and reports the inserted count', async () => {
    const e = t.db.engine;
    const first = await t.db.transaction((em) => execute(em, insertIgnoreInto(e, 'dialect_sum', '(k1, k2, amount, n) VALUES (?, ?, ?, ?), (?, ?, ?, ?)'), [1, 'a', 5, 1, 2, 'a', 7, 1]));
    expect(first).toBe(2);
    const second = await t.db.transaction((em) => execute(em, insertIgnoreInto(e, 'dialect_sum', '(k1, k2, amount, n) VALUES (?, ?, ?, ?), (?, ?, ?, ?)'), [1, 'a', 99, 9, 3, 'b', 1, 1]));
    expect(second).toBe(1);
    expect(await rows()).toEqual([
      { k1: 1, k2: 'a', amount: '5', n: 1 },
      { k1: 2, k2: 'a', amount: '7', n: 1 },
      { k1: 3, k2: 'b', amount: '1', n: 1 },
    ]);
  });

  it('upsert-add inserts new keys and adds to existing ones, exact beyond 2^53', async () => {
    const e = t.db.engine;
    await t.db.transaction(async (em) => {
      await em.query('INSERT INTO dialect_src (id, v) VALUES (1, 9007199254740993), (4, 10)');
      await execute(em, upsertAdd(e, 'dialect_sum', ['k1', 'k2', 'amount', 'n'], ['k1', 'k2'], ['amount', 'n'], "SELECT id AS k1, 'a' AS k2, v AS amount, 1 AS n FROM dialect_src"), []);
    });
    expect(await rows()).toEqual([
      { k1: 1, k2: 'a', amount: '9007199254740998', n: 2 },
      { k1: 2, k2: 'a', amount: '7', n: 1 },
      { k1: 3, k2: 'b', amount: '1', n: 1 },
      { k1: 4, k2: 'a', amount: '10', n: 1 },
    ]);
  });

  it('update-join updates only the joined rows from a grouped subquery', async () => {
    const e = t.db.engine;
    const changed = await t.db.transaction((em) =>
      execute(em, updateJoin(e, 'dialect_sum', 's', "SELECT id AS sid, SUM(v) AS delta FROM dialect_src WHERE id = 4 GROUP BY id", 'd', "s.k1 = d.sid AND s.k2 = 'a'", 'amount = s.amount + d.delta, n = s.n + 1'), []),
    );
    expect(changed).toBe(1);
    expect((await rows()).find((r: any) => r.k1 === 4)).toEqual({ k1: 4, k2: 'a', amount: '20', n: 2 });
  });

  it('least, greatest, integer division and concatenation', async () => {
    const e = t.db.engine;
    const [r] = await t.db.manager.query(
      `SELECT ${least(e, '7', '3', '5')} AS lo, ${greatest(e, '7 - 9', '0')} AS hi, ${asText(e, intDiv(e, '1000000000 * 7000', '1000000'))} AS q, ${intDiv(e, '999999', '1000000')} AS z, ${concat(e, "'u:'", '12', "':ROI'")} AS code`,
    );
    expect(Number(r.lo)).toBe(3);
    expect(Number(r.hi)).toBe(0);
    expect(r.q).toBe('7000000');
    expect(Number(r.z)).toBe(0);
    expect(r.code).toBe('u:12:ROI');
  });
});
