/**
 * Filters of the reports and audit pages: From, To (days), Member / Admin ID, Kind. 'Apply' sets
 * them (the list and the CSV export use the same applied filter); 'Clear' resets.
 */
import { useState } from 'react';
import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import type { ExportFilter } from '../exportUrl';
import { MemberPicker } from '../../admin/components/MemberPicker';

export interface AppliedFilter {
  from: string | null;
  to: string | null;
  memberId: number | null;
  kind: string | null;
  /** The picked member's name and code (memberSearch), shown again when the filter is reopened. */
  memberLabel?: string | null;
}

export const EMPTY_FILTER: AppliedFilter = { from: null, to: null, memberId: null, kind: null, memberLabel: null };

export function filterError(f: AppliedFilter): string | null {
  if (f.from && f.to && f.to < f.from) return 'To must be on or after From';
  return null;
}

/** The GraphQL ReportFilterInput / export query of an applied filter (empty values left out). */
export function toFilterInput(f: AppliedFilter): ExportFilter & { memberId?: number } {
  return Object.fromEntries(Object.entries(f).filter(([k, v]) => k !== 'memberLabel' && v !== null && v !== undefined && v !== '')) as ExportFilter & { memberId?: number };
}

/**
 * `memberSearch`: the member is found by name, email or code (MemberPicker); otherwise a numeric id
 * field (the audit log's staff ids).
 */
export function ReportFilters({ kinds, kindLabel = 'Kind', memberLabel = 'Member ID', memberSearch, onApply }: { kinds: string[]; kindLabel?: string; memberLabel?: string; memberSearch?: boolean; onApply: (f: AppliedFilter) => void }) {
  const [draft, setDraft] = useState<AppliedFilter>(EMPTY_FILTER);
  const error = filterError(draft);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!error) onApply(draft);
      }}
      noValidate
    >
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput type="date" label="From" value={draft.from ?? ''} onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value || null })} w={170} />
        <TextInput type="date" label="To" value={draft.to ?? ''} onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value || null })} error={error} w={170} />
        {memberSearch ? (
          <MemberPicker
            label={memberLabel}
            value={draft.memberId ? { id: draft.memberId, label: draft.memberLabel ?? `#${draft.memberId}` } : null}
            onChange={(m) => setDraft({ ...draft, memberId: m?.id ?? null, memberLabel: m?.label ?? null })}
          />
        ) : (
          <NumberInput label={memberLabel} min={1} allowDecimal={false} allowNegative={false} value={draft.memberId ?? ''} onChange={(v) => setDraft({ ...draft, memberId: typeof v === 'number' && v > 0 ? v : null })} w={140} />
        )}
        <Select label={kindLabel} data={kinds} value={draft.kind} onChange={(v) => setDraft({ ...draft, kind: v })} clearable searchable placeholder="All" w={220} />
        <Button type="submit" disabled={!!error}>
          Apply
        </Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(EMPTY_FILTER);
            onApply(EMPTY_FILTER);
          }}
        >
          Clear
        </Button>
      </Group>
    </form>
  );
}
