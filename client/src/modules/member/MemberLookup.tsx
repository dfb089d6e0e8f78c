/**
 * MemberLookup (PAGES §1.11): email or referral code + 'Find' → findMember; shows the member's
 * name and username, or 'Member not found'. With `selfId`, finding oneself is refused.
 */
import { useState } from 'react';
import { Badge, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconSearch, IconUserCheck } from '@tabler/icons-react';
import { useFindMemberByRefLazyQuery, type FindMemberByRefQuery } from './member.generated';
import { callFailure } from '../auth/errors';

export type FoundMember = FindMemberByRefQuery['findMember'];

export const LOOKUP_MESSAGES = {
  notFound: 'Member not found',
  self: 'You cannot transfer to yourself',
  empty: 'Enter an email or referral code',
} as const;

export interface MemberLookupProps {
  /** The signed-in member: finding them is an error. */
  selfId?: number | string | null;
  /** The member found (null when the query changes or the lookup fails). */
  onChange: (member: FoundMember | null, query: string) => void;
  /** Error shown under the field by the parent form (e.g. 'Find the member first'). */
  error?: string | null;
  label?: string;
  disabled?: boolean;
}

export function MemberLookup({ selfId, onChange, error, label = 'Member (email or referral code)', disabled }: MemberLookupProps) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<FoundMember | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [find, { loading }] = useFindMemberByRefLazyQuery({ fetchPolicy: 'network-only' });

  const lookup = async () => {
    const q = query.trim();
    setFound(null);
    onChange(null, q);
    if (!q) {
      setProblem(LOOKUP_MESSAGES.empty);
      return;
    }
    setProblem(null);
    const result = await find({ variables: { query: q } });
    const member = result.data?.findMember;
    if (!member) {
      const failure = callFailure(result.error);
      setProblem(failure.code === 'NOT_FOUND' || failure.code === 'BAD_USER_INPUT' || !result.error ? LOOKUP_MESSAGES.notFound : failure.error);
      return;
    }
    if (selfId !== undefined && selfId !== null && String(member.id) === String(selfId)) {
      setProblem(LOOKUP_MESSAGES.self);
      return;
    }
    setFound(member);
    onChange(member, q);
  };

  return (
    <div>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          placeholder="name@example.com or MRD123456"
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            if (found || problem) {
              setFound(null);
              setProblem(null);
              onChange(null, e.currentTarget.value.trim());
            }
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void lookup();
            }
          }}
          error={problem ?? error ?? undefined}
          disabled={disabled}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button mt={25} variant="light" leftSection={<IconSearch size={16} />} onClick={() => void lookup()} loading={loading} disabled={disabled}>
          Find
        </Button>
      </Group>
      {found ? (
        <Paper withBorder radius="md" p="xs" mt="xs" data-testid="member-found">
          <Group gap="xs">
            <IconUserCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
            <Text size="sm" fw={600}>
              {found.fullname}
            </Text>
            <Text size="sm" c="dimmed">
              {found.username}
            </Text>
            <Badge size="sm" variant="light" color={found.isActive ? 'green' : 'gray'}>
              {found.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
        </Paper>
      ) : null}
    </div>
  );
}
