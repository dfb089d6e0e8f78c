/**
 * `npm run seed:demo`: demo data so the app looks alive on its first start — a small referral tree
 * of nine members, funded wallets and plans bought a week ago, the week's daily runs (ROI, level
 * income, compound) paid through the engine, and a support ticket with an answer. Everything goes through the services, so the ledger reconciles.
 * It seeds an empty installation only: with members already there it changes nothing.
 */
import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { openDatabase } from '../database/data-source';
import { createPubSubFor, prepareFirstStart } from '../app/app';
import { createServices, Services } from '../app/services';
import { addDays } from '../jobs/days';
import { Investment } from '../modules/investments/investment.entity';
import { User } from '../modules/users/user.entity';
import type { WalletType } from '../modules/ledger/ledger.entities';
import { MICRO } from '../common/money';

/** The member to sign in as; every demo member has the same password. */
export const DEMO_PASSWORD = 'demo12345';
const DAYS_OF_INCOME = 7;

interface DemoMember {
  key: string;
  name: string;
  sponsor: string | null;
  /** Dollars put in the Active wallet by the desk, and the plan bought with (part of) it. */
  funds: number;
  plan?: { name: string; amount: number };
}

const TREE: DemoMember[] = [
  { key: 'ava', name: 'Ava Demo', sponsor: null, funds: 6000, plan: { name: 'Gold', amount: 5000 } },
  { key: 'ben', name: 'Ben Carter', sponsor: 'ava', funds: 1500, plan: { name: 'Silver', amount: 1200 } },
  { key: 'chloe', name: 'Chloe Diaz', sponsor: 'ava', funds: 1000, plan: { name: 'Silver', amount: 1000 } },
  { key: 'dev', name: 'Dev Patel', sponsor: 'ava', funds: 600, plan: { name: 'Starter', amount: 500 } },
  { key: 'elena', name: 'Elena Rossi', sponsor: 'ben', funds: 400, plan: { name: 'Starter', amount: 300 } },
  { key: 'farid', name: 'Farid Haddad', sponsor: 'ben', funds: 250, plan: { name: 'Starter', amount: 200 } },
  { key: 'grace', name: 'Grace Kim', sponsor: 'chloe', funds: 2500, plan: { name: 'Silver', amount: 2000 } },
  { key: 'hugo', name: 'Hugo Martin', sponsor: 'grace', funds: 150, plan: { name: 'Starter', amount: 100 } },
  { key: 'iris', name: 'Iris Novak', sponsor: 'grace', funds: 0 },
];

export const demoEmail = (key: string) => `${key}@demo.meridian.local`;

export async function seedDemo(services: Services): Promise<{ seeded: boolean; members: number; days: string[] }> {
  const db = services.db;
  if (await db.manager.count(User, { where: { role: 'user' } })) return { seeded: false, members: 0, days: [] };
  const admin = await db.manager.findOneOrFail(User, { where: { email: services.config.adminEmail } });
  const plans = new Map((await services.plans.list()).map((p) => [p.name, p]));
  const users = new Map<string, User>();

  for (const m of TREE) {
    const sponsor = m.sponsor ? users.get(m.sponsor)! : null;
    const session = await services.auth.register(
      { fullname: m.name, phone: '+15550100200', email: demoEmail(m.key), password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, referralBy: sponsor?.username ?? '' },
      '127.0.0.1',
    );
    const user = (await services.users.byId(session.user.id))!;
    users.set(m.key, user);
    if (m.funds > 0) await credit(services, admin.id, user.id, 'ACTIVE', m.funds, `demo-fund-${m.key}`);
  }

  // The plans are bought through the top-up service, then dated a week back so the week's runs pay them.
  const today = await services.jobs.today();
  const firstDay = addDays(today, -DAYS_OF_INCOME);
  for (const m of TREE) {
    if (!m.plan) continue;
    const user = (await services.users.byId(users.get(m.key)!.id))!;
    const inv = await services.topups.topUp(user, 'TOPUP', { planId: plans.get(m.plan.name)!.id, amount: String(m.plan.amount) }, `demo-plan-${m.key}`);
    const shift = (day: string) => addDays(day, -DAYS_OF_INCOME);
    await db.transaction((em) => em.update(Investment, { id: inv.id }, { startDay: shift(inv.startDay), endDay: shift(inv.endDay), createdAt: new Date(inv.createdAt.getTime() - DAYS_OF_INCOME * 86_400_000) }));
  }

  const days: string[] = [];
  for (let day = firstDay; day < today; day = addDays(day, 1)) {
    await services.jobs.runDay(day);
    days.push(day);
  }

  // A member's question, answered by the desk.
  const ticket = await services.tickets.create(users.get('chloe')!.id, {
    subject: 'When is my ROI paid?',
    description: 'My Silver plan shows a daily ROI. At what time of day is it credited to my ROI wallet?',
    priority: 'normal',
    category: 'Plans',
  });
  await services.tickets.reply(
    { id: admin.id, role: 'admin' },
    ticket.id,
    "Hello Chloe, the daily run pays each day's ROI shortly after midnight in the platform's time zone. You can follow every credit on your ROI statement.",
  );
  return { seeded: true, members: TREE.length, days };
}

async function credit(services: Services, adminId: number, memberId: number, wallet: WalletType, dollars: number, key: string) {
  await services.withdrawals.adjustWallet(adminId, memberId, wallet, 'credit', BigInt(dollars) * MICRO, 'Demo funding', key);
}

async function main() {
  process.env.RATE_LIMIT_DISABLED = '1'; // nine sign-ups from one address in a second
  const config = loadConfig();
  // Migrations as at the server's start (MIGRATE_ON_START: a fresh SQLite or empty MySQL database is migrated), under the database lock.
  const db = await openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize, migrate: config.migrateOnStart });
  const { pubSub, close } = await createPubSubFor(config);
  const services = createServices(config, db, pubSub);
  try {
    await prepareFirstStart(services);
    const r = await seedDemo(services);
    if (!r.seeded) {
      console.log('Members already exist: the demo data is only seeded into an empty installation. Nothing changed.');
      return;
    }
    const report = await services.reconciliation.run();
    console.log(`Seeded ${r.members} demo members, their plans and ${r.days.length} days of incomes (${r.days[0]} to ${r.days.at(-1)}) on ${db.engine}.`);
    console.log(`Sign in as ${demoEmail('ava')} / ${DEMO_PASSWORD} (every demo member: <name>@demo.meridian.local), or as the admin ${config.adminEmail}.`);
    console.log(report.ok ? 'The ledger reconciles.' : `Reconciliation problems:\n${report.problems.join('\n')}`);
    if (!report.ok) process.exitCode = 1;
  } finally {
    await close();
    await db.close();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
