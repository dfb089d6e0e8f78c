/**
 * Example operations of the GraphQL explorer (issue 18 item 3): the reports analysts pull (income by
 * kind and day, deposits and withdrawals by day, top earners, team sizes) and cursor paging (`first`/`after`,
 * `pageInfo { endCursor hasNextPage }`), plus what a member token reads. Each names the permission or scope it needs; variables are made when picked
 * (the dates are the last 30 platform days, UTC).
 */

export type ExampleAudience = 'staff' | 'member';

export interface ExplorerExample {
  id: string;
  title: string;
  description: string;
  audience: ExampleAudience;
  /** The staff permission (staff) or token scope (member) the operation needs. */
  needs: string;
  query: string;
  variables?: () => Record<string, unknown>;
}

/** YYYY-MM-DD (UTC) `daysAgo` days before `now`. */
export function isoDay(daysAgo = 0, now = Date.now()): string {
  return new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

const last30Days = () => ({ from: isoDay(30), to: isoDay(0) });

export const EXPLORER_EXAMPLES: ReadonlyArray<ExplorerExample> = [
  {
    id: 'income-by-kind-and-day',
    title: 'Income by kind and day',
    description: 'What every income kind paid per day, and how many members it credited.',
    audience: 'staff',
    needs: 'reports:read',
    query: `# Income of all members per day and kind (incomeReport), the last 30 days.
query IncomeByKindAndDay($from: String!, $to: String!) {
  incomeReport(from: $from, to: $to) {
    day
    kind
    amount
    members
  }
}
`,
    variables: last30Days,
  },
  {
    id: 'deposits-withdrawals',
    title: 'Deposits and withdrawals by day',
    description: 'Completed deposits and withdrawals per day (total and count), newest day first, page by page.',
    audience: 'staff',
    needs: 'reports:read',
    query: `# Money in and out per UTC day (moneyByDay): completed deposits and withdrawals (gross),
# total and count, newest day first; days with neither are left out. At most 366 days; more
# days than \`first\`: pass pageInfo.endCursor as $after while hasNextPage is true.
query DepositsAndWithdrawalsByDay($from: String!, $to: String!, $after: String) {
  moneyByDay(from: $from, to: $to, first: 100, after: $after) {
    pageInfo {
      endCursor
      hasNextPage
    }
    items {
      day
      depositsTotal
      depositsCount
      withdrawalsTotal
      withdrawalsCount
    }
  }
}
`,
    variables: () => ({ ...last30Days(), after: null }),
  },
  {
    id: 'top-earners',
    title: 'Top earners',
    description: 'The members credited the most income over a range (what was paid), with their name and referral code.',
    audience: 'staff',
    needs: 'reports:read',
    query: `# The 10 members credited the most income (all kinds) over the range, highest first: what
# was paid (the income summary), not a simulation. At most 366 days; first: 1 to 100.
query TopEarners($from: String!, $to: String!) {
  topEarners(from: $from, to: $to, first: 10) {
    memberId
    username
    fullname
    referralCode
    amount
    entries
  }
}
`,
    variables: last30Days,
  },
  {
    id: 'team-sizes',
    title: 'Team sizes',
    description: "A member's team size, directs and business, level by level (teamSummary).",
    audience: 'staff',
    needs: 'members:read',
    query: `# Team size, direct counts and business of one member (1: the root of the tree), per level.
query TeamSizes($memberId: Int) {
  teamSummary(memberId: $memberId) {
    memberId
    teamSize
    directCount
    activeDirects
    ownBusiness
    teamBusiness
    levels {
      level
      members
      active
      business
    }
  }
}
`,
    variables: () => ({ memberId: 1 }),
  },
  {
    id: 'cursor-paging',
    title: 'A year of figures, page by page',
    description: 'Cursor paging: pass pageInfo.endCursor as after while hasNextPage is true.',
    audience: 'staff',
    needs: 'reports:read',
    query: `# Cursor paging: ask for \`first\` rows, then pass pageInfo.endCursor as $after while
# hasNextPage is true. Pages are read by key, never with OFFSET: the last page of a year costs
# what the first does, and rows added meanwhile neither shift nor repeat what is left to read.
query IncomeYearPage($from: String!, $to: String!, $after: String) {
  incomeReportPage(from: $from, to: $to, first: 100, after: $after) {
    pageInfo {
      endCursor
      hasNextPage
    }
    items {
      day
      kind
      amount
      members
    }
  }
}
`,
    variables: () => ({ from: isoDay(365), to: isoDay(0), after: null }),
  },
  {
    id: 'me',
    title: 'Who am I',
    description: 'The account the token belongs to.',
    audience: 'member',
    needs: 'read:profile',
    query: `query Me {
  me {
    id
    username
    fullname
    email
  }
}
`,
  },
  {
    id: 'my-wallets',
    title: 'My wallets',
    description: 'The four wallet balances.',
    audience: 'member',
    needs: 'read:wallets',
    query: `query MyWallets {
  me {
    id
    wallets {
      active
      income
      roi
      compound
    }
  }
}
`,
  },
  {
    id: 'my-income',
    title: 'My income by kind and day',
    description: 'Lifetime totals per kind, today, and the last 30 days.',
    audience: 'member',
    needs: 'read:income',
    query: `query MyIncome {
  myIncome(days: 30) {
    totalEarning
    limit
    totals {
      kind
      amount
    }
    days {
      day
      kind
      amount
    }
  }
}
`,
  },
  {
    id: 'my-team',
    title: 'My team size',
    description: 'Your team size, directs and business per level.',
    audience: 'member',
    needs: 'read:team',
    query: `query MyTeam {
  teamSummary {
    teamSize
    directCount
    activeDirects
    teamBusiness
    levels {
      level
      members
      active
    }
  }
}
`,
  },
  {
    id: 'my-statement-paging',
    title: 'My statement, page by page',
    description: 'Every wallet line, newest first: pass pageInfo.endCursor as after while hasNextPage is true.',
    audience: 'member',
    needs: 'read:wallets',
    query: `query MyStatement($after: String) {
  walletEntries(first: 50, after: $after) {
    pageInfo {
      endCursor
      hasNextPage
    }
    items {
      id
      createdAt
      wallet
      kind
      amount
      balanceAfter
    }
  }
}
`,
    variables: () => ({ after: null }),
  },
  {
    id: 'my-directs-paging',
    title: 'My direct members, page by page',
    description: 'Paging by key: pass nextAfter as after until it is null.',
    audience: 'member',
    needs: 'read:team',
    query: `query MyDirectMembers($after: Int) {
  directMembers(take: 50, after: $after) {
    total
    nextAfter
    items {
      id
      username
      joinedAt
      teamSize
    }
  }
}
`,
    variables: () => ({ after: null }),
  },
];

/** The examples for an audience (both when none is given). */
export function examplesFor(audience?: ExampleAudience): ExplorerExample[] {
  return EXPLORER_EXAMPLES.filter((e) => !audience || e.audience === audience);
}

/** The variables editor's text for an example ('' when it takes none). */
export function variablesText(example: ExplorerExample): string {
  return example.variables ? JSON.stringify(example.variables(), null, 2) : '';
}
