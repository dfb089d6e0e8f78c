/**
 * The settings form's fields and rules (PAGES §2.3, §4; BUSINESS-RULES §7): the numeric settings with
 * their ranges, the rule switches, the operator fields, the checks, and the changed fields that Save
 * sends.
 */
import type { SettingsInput } from '../../generated/types';
import type { AdminSettingsFieldsFragment } from './graphql/settings.generated';
import { decimalRangeError, sameDecimal } from './validation';
import { APPROVAL_THRESHOLD, FEATURE_SWITCHES } from './settingsMeta';

export type DecimalRule = { kind: 'money' | 'percent' | 'multiple'; key: keyof AdminSettingsFieldsFragment; label: string; description?: string };

/** Numeric settings and their rules (PAGES §4: fees 0–100 %, minimums ≥ 0, multiple ≥ 1). */
export const NUMERIC: DecimalRule[] = [
  { kind: 'money', key: 'entryFee', label: 'Entry fee ($)', description: 'Paid once to activate an account' },
  { kind: 'money', key: 'depositMin', label: 'Minimum deposit ($)' },
  { kind: 'money', key: 'withdrawalMin', label: 'Minimum withdrawal ($)' },
  { kind: 'multiple', key: 'withdrawalMultiple', label: 'Withdrawal multiple of ($)', description: 'Withdrawal amounts must be a multiple of this' },
  { kind: 'percent', key: 'withdrawalFeeNormal', label: 'Income withdrawal fee (%)' },
  { kind: 'percent', key: 'withdrawalFeeRoi', label: 'ROI withdrawal fee (%)' },
  { kind: 'percent', key: 'withdrawalFeeCompound', label: 'Compound withdrawal fee (%)' },
  { kind: 'money', key: 'transferMin', label: 'Minimum transfer ($)' },
  { kind: 'percent', key: 'transferFee', label: 'Transfer fee (%)' },
  { kind: 'percent', key: 'compoundPercent', label: 'Compound daily (%)' },
  { kind: 'percent', key: 'ctoPercent', label: 'CTO share (%)', description: 'Share of last month’s top-up turnover' },
  { kind: 'money', key: APPROVAL_THRESHOLD.key, label: APPROVAL_THRESHOLD.label, description: APPROVAL_THRESHOLD.description },
];

/** Shown in 'Limits and fees'; the approval threshold has its own section. */
export const LIMITS = NUMERIC.filter((rule) => rule.key !== APPROVAL_THRESHOLD.key);
export const thresholdRule = NUMERIC.find((rule) => rule.key === APPROVAL_THRESHOLD.key)!;

export const RULE_SWITCHES = [
  { key: 'verifyEmail', label: 'Require a verified email to sign in' },
  { key: 'requireSponsor', label: 'Require a sponsor to register' },
  { key: 'manualTrade', label: 'ROI only after a daily trade' },
  { key: 'directOnRetopup', label: 'Direct income on re-top-up' },
] as const;

/** Who runs the platform (issue 20 item 14): home, contact page and footer. Limits as the server's. */
export const OPERATOR_FIELDS = [
  { key: 'operatorName', label: 'Company name', description: 'Shown on the home page, the contact page and the footer', max: 120, required: true },
  { key: 'operatorAddress', label: 'Company address', description: 'Optional', max: 255, required: false },
  { key: 'contactEmail', label: 'Contact email', description: 'Optional; members write here', max: 254, required: false },
  { key: 'supportHours', label: 'Support hours', description: 'Optional, e.g. Mon–Fri 9:00–17:00 UTC', max: 120, required: false },
] as const;
export const RISK_NOTICE_MAX = 255;

export type SettingsFormValues = {
  [K in (typeof FEATURE_SWITCHES)[number]['key'] | (typeof RULE_SWITCHES)[number]['key']]: boolean;
} & Record<string, string | boolean>;

export function toFormValues(s: AdminSettingsFieldsFragment): SettingsFormValues {
  const values: Record<string, string | boolean> = {};
  for (const { key } of FEATURE_SWITCHES) values[key] = !!s[key];
  for (const { key } of RULE_SWITCHES) values[key] = !!s[key];
  for (const { key } of NUMERIC) values[key] = (s[key] as string | null) ?? '';
  values.usernamePrefix = s.usernamePrefix ?? '';
  values.timeZone = s.timeZone ?? '';
  for (const { key } of OPERATOR_FIELDS) values[key] = s[key] ?? '';
  values.riskNotice = s.riskNotice ?? '';
  return values as SettingsFormValues;
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function ruleError(rule: DecimalRule, value: string): string | null {
  if (rule.kind === 'percent') return decimalRangeError(value, { label: rule.label.replace(/ \(%\)$/, ''), min: '0', max: '100', places: 4 });
  if (rule.kind === 'multiple') return decimalRangeError(value, { label: rule.label.replace(/ \(\$\)$/, ''), min: '1', places: 2 });
  return decimalRangeError(value, { label: rule.label.replace(/ \(\$\)$/, ''), min: '0', places: 2 });
}

/** Only the fields whose value differs from the loaded settings (numbers compared as decimals). */
export function changedSettings(initial: SettingsFormValues, values: SettingsFormValues): SettingsInput {
  const out: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(values)) {
    const before = initial[key];
    if (typeof value === 'boolean') {
      if (value !== before) out[key] = value;
    } else if (NUMERIC.some((r) => r.key === key)) {
      if (!sameDecimal(value.trim(), String(before ?? ''))) out[key] = value.trim();
    } else if (value.trim() !== String(before ?? '').trim()) {
      out[key] = value.trim();
    }
  }
  return out as SettingsInput;
}

/** Every field's error (null when valid). */
export function validateSettings(values: SettingsFormValues): Record<string, string | null> {
  const errors: Record<string, string | null> = {};
  for (const rule of NUMERIC) errors[rule.key] = ruleError(rule, String(values[rule.key] ?? ''));
  const prefix = String(values.usernamePrefix ?? '').trim();
  errors.usernamePrefix = /^[A-Z]{2,6}$/.test(prefix) ? null : 'Username prefix must be 2 to 6 capital letters';
  const zone = String(values.timeZone ?? '').trim();
  errors.timeZone = !zone ? 'Time zone is required' : isValidTimeZone(zone) ? null : 'Unknown time zone, e.g. UTC or Asia/Kolkata';
  for (const f of OPERATOR_FIELDS) {
    const v = String(values[f.key] ?? '').trim();
    errors[f.key] = f.required && !v ? `${f.label} is required` : v.length > f.max ? `At most ${f.max} characters` : null;
  }
  const email = String(values.contactEmail ?? '').trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.contactEmail = 'Enter an email address';
  const notice = String(values.riskNotice ?? '').trim();
  errors.riskNotice = !notice ? 'Risk notice is required' : notice.length > RISK_NOTICE_MAX ? `At most ${RISK_NOTICE_MAX} characters` : null;
  return errors;
}
