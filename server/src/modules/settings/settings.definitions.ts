/**
 * Every setting, its kind, default and who may read it. Values are stored as text in `settings`.
 * Switches are on/off feature flags enforced by the server (BUSINESS-RULES §7).
 */
export type SettingKind = 'switch' | 'money' | 'percent' | 'int' | 'text' | 'bool';

export interface SettingDefinition {
  kind: SettingKind;
  default: string;
  /** Shown to members and anonymous callers. */
  public: boolean;
  label: string;
  /** Text settings: the longest value (default 64; the column holds 255) and whether it may be empty. */
  maxLength?: number;
  optional?: boolean;
}

/** The default risk notice of investment products (home page, footer; the operator may reword it). */
export const DEFAULT_RISK_NOTICE =
  'Investing carries risk. Plan returns are not guaranteed and you may lose some or all of the money you invest. Past returns do not predict future returns. Only invest money you can afford to lose, and read the terms before you buy a plan.';

export const SWITCHES = ['level', 'direct', 'reward', 'register', 'login', 'withdrawal', 'deposite', 'roi', 'support', 'topup'] as const;
export type SwitchName = (typeof SWITCHES)[number];

export const SETTINGS = {
  level: { kind: 'switch', default: '1', public: true, label: 'Level Income' },
  direct: { kind: 'switch', default: '1', public: true, label: 'Direct Income' },
  reward: { kind: 'switch', default: '1', public: true, label: 'Reward' },
  register: { kind: 'switch', default: '1', public: true, label: 'New Registration' },
  login: { kind: 'switch', default: '1', public: true, label: 'Login' },
  withdrawal: { kind: 'switch', default: '1', public: true, label: 'Withdrawal' },
  deposite: { kind: 'switch', default: '1', public: true, label: 'Deposit' },
  roi: { kind: 'switch', default: '1', public: true, label: 'ROI' },
  support: { kind: 'switch', default: '1', public: true, label: 'Support' },
  topup: { kind: 'switch', default: '1', public: true, label: 'Top-Up' },
  entryFee: { kind: 'money', default: '25', public: true, label: 'Entry fee' },
  depositMin: { kind: 'money', default: '10', public: true, label: 'Minimum deposit' },
  withdrawalMin: { kind: 'money', default: '10', public: true, label: 'Minimum withdrawal' },
  withdrawalMultiple: { kind: 'money', default: '10', public: true, label: 'Withdrawal multiple of' },
  withdrawalFeeNormal: { kind: 'percent', default: '10', public: true, label: 'Income withdrawal fee %' },
  withdrawalFeeRoi: { kind: 'percent', default: '5', public: true, label: 'ROI withdrawal fee %' },
  withdrawalFeeCompound: { kind: 'percent', default: '5', public: true, label: 'Compound withdrawal fee %' },
  transferMin: { kind: 'money', default: '10', public: true, label: 'Minimum transfer' },
  transferFee: { kind: 'percent', default: '0', public: true, label: 'Transfer fee %' },
  compoundPercent: { kind: 'percent', default: '0.5', public: true, label: 'Compound daily %' },
  ctoPercent: { kind: 'percent', default: '1', public: false, label: 'CTO share %' },
  usernamePrefix: { kind: 'text', default: 'MRD', public: false, label: 'Username prefix' },
  verifyEmail: { kind: 'bool', default: '0', public: true, label: 'Require a verified email to sign in' },
  requireSponsor: { kind: 'bool', default: '1', public: true, label: 'Require a sponsor to register' },
  manualTrade: { kind: 'bool', default: '0', public: true, label: 'ROI only after a daily trade' },
  directOnRetopup: { kind: 'bool', default: '0', public: false, label: 'Direct income on re-top-up' },
  timeZone: { kind: 'text', default: 'UTC', public: false, label: 'Platform time zone' },
  withdrawalHoldHours: { kind: 'int', default: '24', public: true, label: 'Hold on withdrawals, transfers and top-ups for others after a security change: email, password, payout address, two-factor off or reset (hours)' },
  staffTotpRequired: { kind: 'bool', default: '0', public: false, label: 'Staff must sign in with two-factor authentication (TOTP)' },
  approvalThreshold: { kind: 'money', default: '1000', public: false, label: 'Withdrawals above this amount need a second staff approval ($)' },
  salaryMonths: { kind: 'int', default: '10', public: false, label: 'Salary months per rank' },
  leadershipMinRank: { kind: 'int', default: '3', public: false, label: 'Lowest rank earning leadership income' },
  // Who runs the platform (issue 20 item 14): shown on the home, contact and footer.
  operatorName: { kind: 'text', default: 'Meridian', public: true, label: 'Company name', maxLength: 120 },
  operatorAddress: { kind: 'text', default: '', public: true, label: 'Company address', maxLength: 255, optional: true },
  contactEmail: { kind: 'text', default: '', public: true, label: 'Contact email', maxLength: 254, optional: true },
  supportHours: { kind: 'text', default: '', public: true, label: 'Support hours', maxLength: 120, optional: true },
  riskNotice: { kind: 'text', default: DEFAULT_RISK_NOTICE, public: true, label: 'Risk notice', maxLength: 255 },
} satisfies Record<string, SettingDefinition>;

/** Every setting name: a misspelt key is a compile error. */
export type SettingKey = keyof typeof SETTINGS;
/** The settings of one kind (`SettingOf<'money'>` = 'entryFee' | 'depositMin' | ...). */
export type SettingOf<K extends SettingKind> = { [P in SettingKey]: (typeof SETTINGS)[P]['kind'] extends K ? P : never }[SettingKey];

export function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(SETTINGS, key);
}
