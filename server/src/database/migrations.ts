import { Initial1795296423423 } from './migrations/1795296423423-initial';
import { Plans1795297020831 } from './migrations/1795297020831-plans';
import { RewardNotices1795297711170 } from './migrations/1795297711170-reward-notices';
import { InvestmentsModel1795404966880 } from './migrations/1795404966880-investments-model';
import { Ranks1795404948869 } from './migrations/1795404948869-ranks';
import { EngineRuns1795404974302 } from './migrations/1795404974302-engine-runs';
import { TeamAggregates1795405075924 } from './migrations/1795405075924-team-aggregates';
import { Content1795405076460 } from './migrations/1795405076460-content';
import { MemberServices1795405500000 } from './migrations/1795405500000-member-services';
import { SecurityHold1795405869046 } from './migrations/1795405869046-security-hold';
import { IncomeDay1795406000000 } from './migrations/1795406000000-income-day';
import { TopupNote1795406100000 } from './migrations/1795406100000-topup-note';
import { EngineIndexes1795406200000 } from './migrations/1795406200000-engine-indexes';
import { LedgerEntryIndexes1795406300000 } from './migrations/1795406300000-ledger-entry-indexes';
import { TopupDescription1795406400000 } from './migrations/1795406400000-topup-description';
import { MemberTotals1795724725756 } from './migrations/1795724725756-member-totals';
import { StaffRoles1795749745744 } from './migrations/1795749745744-staff-roles';
import { ApiTokens1795750556259 } from './migrations/1795750556259-api-tokens';
import { TwoFactor1795750000000 } from './migrations/1795750000000-two-factor';
import { Webhooks1795751839945 } from './migrations/1795751839945-webhooks';
import { InvestmentStoppedDay1795764398373 } from './migrations/1795764398373-investment-stopped-day';
import { JobLease1795764607674 } from './migrations/1795764607674-job-lease';
import { MailOutbox1795764631420 } from './migrations/1795764631420-mail-outbox';
import { ReconciliationCheckpoint1795767781980 } from './migrations/1795767781980-reconciliation-checkpoint';
import { MoneyByDayIndexes1795790601153 } from './migrations/1795790601153-money-by-day-indexes';
import { ReconciliationBuckets1795826353422 } from './migrations/1795826353422-reconciliation-buckets';

/** Migrations in order; each carries its statements for SQLite and for MySQL/MariaDB. */
export const migrations = [Initial1795296423423, Plans1795297020831, RewardNotices1795297711170, InvestmentsModel1795404966880, EngineRuns1795404974302, TeamAggregates1795405075924, Content1795405076460, MemberServices1795405500000, SecurityHold1795405869046, Ranks1795404948869, IncomeDay1795406000000, TopupNote1795406100000, EngineIndexes1795406200000, LedgerEntryIndexes1795406300000, TopupDescription1795406400000, MemberTotals1795724725756, StaffRoles1795749745744, TwoFactor1795750000000, ApiTokens1795750556259, Webhooks1795751839945, InvestmentStoppedDay1795764398373, JobLease1795764607674, MailOutbox1795764631420, ReconciliationCheckpoint1795767781980, MoneyByDayIndexes1795790601153, ReconciliationBuckets1795826353422];
