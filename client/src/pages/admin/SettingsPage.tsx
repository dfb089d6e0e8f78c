/**
 * /admin/settings — 'Settings' (PAGES §2.3, §4; BUSINESS-RULES §7). 'App settings' feature
 * switches, the numeric settings and the rule switches. 'Save' → updateSettings with only the
 * changed fields; 'Cancel' resets the form to the loaded values.
 */
import { useMemo } from 'react';
import { Button, Divider, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';
import type { SettingsInput } from '../../generated/types';
import {
  AdminSettingsDocument,
  useAdminSettingsQuery,
  useAdminUpdateSettingsMutation,
  type AdminSettingsFieldsFragment,
} from '../../modules/admin/graphql/settings.generated';
import { serverFieldErrors } from '../../modules/admin/actions';
import { decimalRangeError, sameDecimal } from '../../modules/admin/validation';
import { APPROVAL_THRESHOLD, FEATURE_SWITCHES, switchDescription } from '../../modules/admin/settingsMeta';

type DecimalRule = { kind: 'money' | 'percent' | 'multiple'; key: keyof AdminSettingsFieldsFragment; label: string; description?: string };

/** Numeric settings and their rules (PAGES §4: fees 0–100 %, minimums ≥ 0, multiple ≥ 1). */
const NUMERIC: DecimalRule[] = [
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
const LIMITS = NUMERIC.filter((rule) => rule.key !== APPROVAL_THRESHOLD.key);
const thresholdRule = NUMERIC.find((rule) => rule.key === APPROVAL_THRESHOLD.key)!;

const RULE_SWITCHES = [
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
const RISK_NOTICE_MAX = 255;

type FormValues = {
  [K in (typeof FEATURE_SWITCHES)[number]['key'] | (typeof RULE_SWITCHES)[number]['key']]: boolean;
} & Record<string, string | boolean>;

function toFormValues(s: AdminSettingsFieldsFragment): FormValues {
  const values: Record<string, string | boolean> = {};
  for (const { key } of FEATURE_SWITCHES) values[key] = !!s[key];
  for (const { key } of RULE_SWITCHES) values[key] = !!s[key];
  for (const { key } of NUMERIC) values[key] = (s[key] as string | null) ?? '';
  values.usernamePrefix = s.usernamePrefix ?? '';
  values.timeZone = s.timeZone ?? '';
  for (const { key } of OPERATOR_FIELDS) values[key] = s[key] ?? '';
  values.riskNotice = s.riskNotice ?? '';
  return values as FormValues;
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
export function changedSettings(initial: FormValues, values: FormValues): SettingsInput {
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

function SettingsForm({ settings }: { settings: AdminSettingsFieldsFragment }) {
  const initial = useMemo(() => toFormValues(settings), [settings]);
  const [update, { loading: saving }] = useAdminUpdateSettingsMutation();
  const form = useForm<FormValues>({
    initialValues: initial,
    validate: (values) => {
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
    },
  });

  const changes = changedSettings(initial, form.values);
  const hasChanges = Object.keys(changes).length > 0;

  const save = async (values: FormValues) => {
    const input = changedSettings(initial, values);
    if (!Object.keys(input).length) return;
    try {
      await update({
        variables: { input },
        // Settings have no id: write the answer over the cached `settings` query (the page then
        // re-keys the form with the saved values).
        update(cache, { data }) {
          if (data) cache.writeQuery({ query: AdminSettingsDocument, data: { settings: data.updateSettings } });
        },
      });
      notifySuccess('Settings saved');
    } catch (err) {
      form.setErrors(serverFieldErrors(err));
      notifyError(errorMessage(err));
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h4" mb={4}>
            App settings
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Feature switches, enforced by the server.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {FEATURE_SWITCHES.map(({ key, label, feature }) => (
              <Switch key={key} label={label} aria-label={label} description={switchDescription(feature)} {...form.getInputProps(key, { type: 'checkbox' })} />
            ))}
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h4" mb="md">
            Limits and fees
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {LIMITS.map((rule) => (
              <TextInput key={rule.key} label={rule.label} description={rule.description} inputMode="decimal" {...form.getInputProps(rule.key)} />
            ))}
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h4" mb={4}>
            Approvals
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Money moved by hand is checked by two staff members (maker-checker).
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <TextInput label={thresholdRule.label} description={thresholdRule.description} inputMode="decimal" {...form.getInputProps(thresholdRule.key)} />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h4" mb="md">
            Accounts and platform
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Username prefix" description="2 to 6 capital letters, e.g. MRD" {...form.getInputProps('usernamePrefix')} />
            <TextInput label="Time zone" description="IANA name used by the daily jobs, e.g. UTC" {...form.getInputProps('timeZone')} />
          </SimpleGrid>
          <Divider my="md" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {RULE_SWITCHES.map(({ key, label }) => (
              <Switch key={key} label={label} aria-label={label} {...form.getInputProps(key, { type: 'checkbox' })} />
            ))}
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h4" mb="md">
            Operator
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {OPERATOR_FIELDS.map((f) => (
              <TextInput key={f.key} label={f.label} description={f.description} maxLength={f.max} required={f.required} {...form.getInputProps(f.key)} />
            ))}
          </SimpleGrid>
          <Textarea mt="md" label="Risk notice" description={`Shown on the home page and in the footer; at most ${RISK_NOTICE_MAX} characters`} autosize minRows={2} maxLength={RISK_NOTICE_MAX} required {...form.getInputProps('riskNotice')} />
        </Paper>

        <Group justify="flex-end" gap="sm">
          <Text size="sm" c="dimmed">
            {hasChanges ? `${Object.keys(changes).length} unsaved change${Object.keys(changes).length === 1 ? '' : 's'}` : 'No changes'}
          </Text>
          <Button variant="default" onClick={() => form.reset()} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!hasChanges}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function SettingsPage() {
  const { data, loading, error, refetch } = useAdminSettingsQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <>
      <PageHeader title="Settings" subtitle="Feature switches, limits and fees of the platform." />
      <QueryState loading={loading && !data} error={error && !data ? errorMessage(error) : null} onRetry={() => void refetch()}>
        {/* Re-keyed when the stored settings change (after Save or a refetch): the form starts from them. */}
        {data ? <SettingsForm key={JSON.stringify(data.settings)} settings={data.settings} /> : null}
      </QueryState>
    </>
  );
}
