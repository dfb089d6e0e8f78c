/**
 * Finds a member by name, email or code (the staff member list's search) and picks them: the
 * Reports filter by member (issue 20 item 7) instead of a numeric id field.
 */
import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useAdminMemberSearchQuery } from '../graphql/members.generated';

export interface PickedMember {
  id: number;
  label: string;
}

export function MemberPicker({ value, onChange, label = 'Member', w = 280 }: { value: PickedMember | null; onChange: (m: PickedMember | null) => void; label?: string; w?: number }) {
  const [search, setSearch] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = debounced.length >= 2 && debounced !== value?.label ? debounced : null;
  const { data, loading, error } = useAdminMemberSearchQuery({ variables: { search: query ?? '' }, skip: !query });
  const found = (query ? data?.members.items : undefined) ?? [];
  const options = found.map((m) => ({ value: String(m.id), label: `${m.fullname} (${m.username}) · ${m.email}` }));
  if (value && !options.some((o) => o.value === String(value.id))) options.unshift({ value: String(value.id), label: value.label });
  return (
    <Select
      label={label}
      placeholder="Name, email or code"
      searchable
      clearable
      filter={({ options: all }) => all}
      data={options}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => onChange(id && option ? { id: Number(id), label: option.label } : null)}
      rightSection={loading ? <Loader size={14} /> : undefined}
      nothingFoundMessage={query ? (error ? 'Search failed' : loading ? 'Searching…' : 'No member found') : 'Type two letters or more'}
      error={error ? error.message : undefined}
      w={w}
    />
  );
}
