/** Member multi-select for the compose page: searches members by email, username or name (admin `members`). */
import { useEffect, useRef, useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNotificationMemberOptionsLazyQuery } from '../notifications.generated';

export interface MemberPickerProps {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | null;
  disabled?: boolean;
}

export function MemberPicker({ value, onChange, error, disabled }: MemberPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [load, { data, loading }] = useNotificationMemberOptionsLazyQuery();
  // Labels of members seen so far, so chosen ones keep their label when the search changes.
  const known = useRef(new Map<string, string>());

  useEffect(() => {
    void load({ variables: { search: debounced || null } });
  }, [debounced, load]);

  for (const m of data?.members.items ?? []) known.current.set(String(m.id), `${m.fullname} (${m.username}, ${m.email})`);
  const options = new Map<string, string>();
  for (const id of value) options.set(id, known.current.get(id) ?? `Member #${id}`);
  for (const m of data?.members.items ?? []) options.set(String(m.id), known.current.get(String(m.id))!);

  return (
    <MultiSelect
      label="Members"
      placeholder="Search by email, username or name"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      data={[...options].map(([v, label]) => ({ value: v, label }))}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      nothingFoundMessage={loading ? 'Loading...' : 'No member found'}
      clearable
    />
  );
}
