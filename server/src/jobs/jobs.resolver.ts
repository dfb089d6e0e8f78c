import { Scope } from '../common/auth/scopes';
import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../app/context';
import { MoneyScalar } from '../common/scalars';
import { formatPercent } from '../common/money';
import { positiveId } from '../common/validate';
import { forbidden } from '../common/errors';
import type { JobLease, JobRun } from './jobs.entities';
import { MemberSummary } from '../modules/users/users.types';
import { toSummary } from '../modules/users/users.mappers';
import type { User } from '../modules/users/user.entity';

@ObjectType({ description: 'One step of a daily run (roi, level, compound, ranks, salary, cto).' })
export class JobStepRecord {
  @Field(() => Int) id: number;
  @Field({ description: 'The platform day of the run' }) day: string;
  @Field() step: string;
  @Field({ description: 'RUNNING, DONE or FAILED' }) status: string;
  @Field(() => Int, { description: 'Units (chunks) done' }) done: number;
  @Field(() => Int) total: number;
  @Field(() => Int, { description: 'Ledger rows written' }) rows: number;
  @Field(() => Int) durationMs: number;
  @Field(() => Int) attempts: number;
  @Field(() => String, { nullable: true }) error: string | null;
  @Field(() => String, { nullable: true, description: 'The process (host:pid:tag) that last ran the step' }) worker: string | null;
  @Field() startedAt: Date;
  @Field(() => Date, { nullable: true }) finishedAt: Date | null;
}

@ObjectType({ description: 'The daily run of one platform day.' })
export class DailyRunRecord {
  @Field() day: string;
  @Field({ description: 'DONE when every step is done, FAILED when one failed, QUEUED when handed to the workers and not started, else RUNNING' }) status: string;
  @Field({ description: 'JSON of the settings snapshot the run used' }) settings: string;
  @Field(() => [JobStepRecord]) steps: JobStepRecord[];
  @Field(() => String, { nullable: true, description: 'The process (host:pid:tag) holding the daily-run lease for this day now; null when nobody runs it' }) worker: string | null;
  @Field(() => Date, { nullable: true, description: "The lease holder's last heartbeat (a stalled run is taken over by a live worker within a minute)" }) heartbeatAt: Date | null;
}

@ObjectType()
export class IncomeKindTotal {
  @Field() kind: string;
  @Field(() => MoneyScalar) amount: bigint;
  @Field(() => Int) members: number;
}

@ObjectType()
export class Earner {
  @Field(() => Int) memberId: number;
  @Field(() => MoneyScalar) amount: bigint;
  @Field(() => MemberSummary, { nullable: true, description: 'Who: name and code (null for a deleted member)' }) member?: MemberSummary | null;
}

@ObjectType({ description: 'What a run of the day would pay; nothing is posted.' })
export class DayPreview {
  @Field() day: string;
  @Field(() => [IncomeKindTotal]) totals: IncomeKindTotal[];
  @Field(() => [Earner], { description: 'Top 10 by total of the day' }) topEarners: Earner[];
}

@ObjectType({ description: 'One level of a level-income credit: "from 37 members at level 3: 3 % of $812.40".' })
export class LevelLineRecord {
  @Field(() => Int) level: number;
  @Field({ description: 'Percent, e.g. "3"' }) rate: string;
  @Field(() => Int, { description: 'Source members at that level with ROI that day' }) sources: number;
  @Field(() => MoneyScalar, { description: 'Their ROI of the day' }) base: bigint;
  @Field(() => MoneyScalar) share: bigint;
}

@ObjectType()
export class LevelIncomeExplanation {
  @Field(() => Int) memberId: number;
  @Field() day: string;
  @Field(() => MoneyScalar, { description: 'Sum of the level shares, before the cap' }) amount: bigint;
  @Field(() => MoneyScalar, { description: 'Credited after the cap' }) credited: bigint;
  @Field(() => Int) sources: number;
  @Field(() => [LevelLineRecord]) lines: LevelLineRecord[];
}

export function toStep(r: JobRun): JobStepRecord {
  return { id: r.id, day: r.day, step: r.step, status: r.status, done: r.done, total: r.total, rows: r.rows, durationMs: r.durationMs, attempts: r.attempts, error: r.error, worker: r.worker ?? null, startedAt: r.startedAt, finishedAt: r.finishedAt };
}

/** The days' records; `holder`: the lease's live holder (shown on the day it runs). */
export function toDailyRuns(rows: JobRun[], holder: JobLease | null = null): DailyRunRecord[] {
  const byDay = new Map<string, JobRun[]>();
  for (const r of rows) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  return [...byDay.entries()].map(([day, steps]) => {
    const sorted = steps.sort((a, b) => a.position - b.position);
    const status = sorted.some((s) => s.status === 'FAILED') ? 'FAILED' : sorted.every((s) => s.status === 'DONE') ? 'DONE' : 'RUNNING';
    const live = holder?.day === day ? holder : null;
    return { day, status, settings: sorted[0]?.settings ?? '{}', steps: sorted.map(toStep), worker: live?.owner ?? null, heartbeatAt: live?.heartbeatAt ? new Date(live.heartbeatAt) : null };
  });
}

@Resolver()
export class JobsResolver {
  @Authorized('jobs:run')
  @Mutation(() => DailyRunRecord, { description: 'Runs (or resumes) the daily run of a platform day (YYYY-MM-DD) that has ended in the platform time zone (today and later days are refused). A day already run posts nothing.' })
  async runDay(@Arg('date') date: string, @Ctx() ctx: Context): Promise<DailyRunRecord> {
    // The audit row: the day's run before (null when never run) and after, with the rows per step.
    const summary = (r?: DailyRunRecord) => (r ? { status: r.status, rows: Object.fromEntries(r.steps.map((s) => [s.step, s.rows])) } : null);
    const before = summary(toDailyRuns(await ctx.services.jobs.runsOf(date))[0]);
    const jobs = ctx.services.jobs;
    let run: DailyRunRecord;
    if (jobs.dispatch) {
      // A web replica: the workers' queue takes the run (under the same lease as scheduled runs).
      await jobs.checkEnded(date);
      await jobs.dispatch(date);
      run = toDailyRuns(await jobs.runsOf(date), await jobs.leaseHolder())[0] ?? { day: date, status: 'QUEUED', settings: '{}', steps: [], worker: null, heartbeatAt: null };
    } else run = toDailyRuns(await jobs.runDay(date))[0];
    await ctx.services.audit.record(ctx.admin!.id, 'job.run-day', `day:${date}`, undefined, undefined, { before, after: summary(run) });
    return run;
  }

  @Authorized('reports:read')
  @Query(() => DayPreview, { description: "A day's payouts without posting: totals per income kind and the top earners." })
  async previewDay(@Arg('date') date: string, @Ctx() ctx: Context): Promise<DayPreview> {
    const preview = await ctx.services.jobs.preview(date);
    // Top earners by name and code, not bare ids (issue 20 item 7).
    const users = await ctx.loaders.user.loadMany(preview.topEarners.map((e) => e.memberId));
    return { ...preview, topEarners: preview.topEarners.map((e, i) => ({ ...e, member: users[i] && !(users[i] instanceof Error) ? toSummary(users[i] as User) : null })) };
  }

  @Authorized('reports:read')
  @Subscription(() => JobStepRecord, {
    topics: 'JOB_RUN_CHANGED',
    filter: ({ context }: { context: Context }) => !!context.admin,
    description: 'A step of a daily run each time it starts, commits a chunk, ends or fails (admins): live progress, whichever replica runs the day.',
  })
  dailyRunChanged(@Root() row: JobRun): JobStepRecord {
    // The row as it stood at the change (through Redis its dates arrive as text).
    return toStep({ ...row, startedAt: new Date(row.startedAt), finishedAt: row.finishedAt ? new Date(row.finishedAt) : null });
  }

  @Authorized('reports:read')
  @Query(() => [DailyRunRecord], { description: 'Recent daily runs with their steps, newest day first.' })
  async dailyRuns(@Arg('limit', () => Int, { defaultValue: 14 }) limit: number, @Ctx() ctx: Context): Promise<DailyRunRecord[]> {
    const days = Math.min(Math.max(limit, 1), 60);
    return toDailyRuns(await ctx.services.jobs.recentRuns(days * ctx.services.jobs.steps.length), await ctx.services.jobs.leaseHolder());
  }

  @Authorized()
  @Scope('read:income')
  @Query(() => LevelIncomeExplanation, { nullable: true, description: "A level-income credit explained by level (the member's own; admins pass memberId)." })
  async levelIncomeExplanation(
    @Arg('date') date: string,
    @Arg('memberId', () => Int, { nullable: true }) memberId: number | null,
    @Ctx() ctx: Context,
  ): Promise<LevelIncomeExplanation | null> {
    const who = ctx.admin ? positiveId(memberId ?? 0, 'memberId') : ctx.member!.id;
    if (!ctx.admin && memberId !== null && memberId !== undefined && memberId !== who) {
      throw forbidden();
    }
    const e = await ctx.services.jobs.levelExplanation(who, date);
    if (!e) return null;
    return { ...e, lines: e.lines.map((l) => ({ level: l.level, rate: formatPercent(l.rate), sources: l.sources, base: l.base, share: l.share })) };
  }
}
