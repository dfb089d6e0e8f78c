/** The feature switches of the settings (BUSINESS-RULES §7): field, switch label, feature name. */
export const FEATURE_SWITCHES = [
  { key: 'level', label: 'Allow Level Income', feature: 'Level Income' },
  { key: 'direct', label: 'Direct Income', feature: 'Direct Income' },
  { key: 'reward', label: 'Reward', feature: 'Reward' },
  { key: 'register', label: 'New Registration', feature: 'New Registration' },
  { key: 'login', label: 'Login', feature: 'Login' },
  { key: 'withdrawal', label: 'Withdrawal', feature: 'Withdrawal' },
  { key: 'deposite', label: 'Deposit', feature: 'Deposit' },
  { key: 'roi', label: 'ROI', feature: 'ROI' },
  { key: 'support', label: 'Support', feature: 'Support' },
  { key: 'topup', label: 'Top-Up', feature: 'Top-Up' },
] as const;

export type FeatureSwitchKey = (typeof FEATURE_SWITCHES)[number]['key'];

/** 'You can turn on and off {feature} for users.' */
export const switchDescription = (feature: string) => `You can turn on and off ${feature} for users.`;

/** Maker-checker (issue 17): withdrawals completed above this amount wait for a second staff member. */
export const APPROVAL_THRESHOLD = {
  key: 'approvalThreshold',
  label: 'Approval threshold ($)',
  description: 'Completing a withdrawal above this amount needs a second staff member to approve it (when two staff members can move money). Cash handling and top-up reversals always do.',
} as const;
