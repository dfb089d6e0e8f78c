/**
 * A ticket's thread as chat bubbles (the viewer's side on the right) and the reply box, disabled
 * once the ticket is closed. Scrolls to the newest reply when one arrives while at the bottom.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { TicketReplyFieldsFragment } from '../tickets.generated';
import { formatDateTime } from '../../../lib/money';
import { replyError } from '../labels';

export interface TicketThreadProps {
  /** The opening message of the ticket, shown first. */
  opening: { text: string; createdAt: string };
  thread: TicketReplyFieldsFragment[];
  /** Whose bubbles go right: 'user' on the member page, 'admin' on the admin page. */
  viewer: 'user' | 'admin';
  closed: boolean;
  sending: boolean;
  onReply: (message: string) => Promise<boolean>;
}

function Bubble({ mine, who, text, at }: { mine: boolean; who: string; text: string; at: string }) {
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'}>
      <Paper p="sm" radius="md" maw="80%" bg={mine ? 'blue.0' : 'gray.0'} withBorder data-testid="ticket-message">
        <Text size="xs" fw={600} c="dimmed">
          {who} · {formatDateTime(at)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {text}
        </Text>
      </Paper>
    </Group>
  );
}

export function TicketThread({ opening, thread, viewer, closed, sending, onReply }: TicketThreadProps) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  useEffect(() => {
    const el = viewport.current;
    if (el && atBottom.current) el.scrollTo({ top: el.scrollHeight });
  }, [thread.length]);

  const label = (role: string) => (role === 'admin' ? 'Support' : viewer === 'user' ? 'You' : 'Member');
  const submit = async () => {
    const problem = replyError(message);
    setError(problem);
    if (problem) return;
    if (await onReply(message.trim())) setMessage('');
  };

  return (
    <Stack gap="md">
      <ScrollArea.Autosize
        mah={480}
        viewportRef={viewport}
        onScrollPositionChange={({ y }) => {
          const el = viewport.current;
          atBottom.current = !el || y + el.clientHeight >= el.scrollHeight - 40;
        }}
      >
        <Stack gap="sm" p={4} role="log" aria-live="polite" aria-label="Conversation">
          <Bubble mine={viewer === 'user'} who={viewer === 'user' ? 'You' : 'Member'} text={opening.text} at={opening.createdAt} />
          {thread.map((r) => (
            <Bubble key={r.id} mine={r.fromRole === viewer} who={label(r.fromRole)} text={r.message} at={r.createdAt} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Box>
        <Textarea
          label="Reply"
          placeholder={closed ? 'This ticket is closed' : 'Write your reply'}
          autosize
          minRows={3}
          maxRows={8}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={error}
          disabled={closed}
          maxLength={2000}
        />
        <Group justify="flex-end" mt="xs">
          <Button leftSection={<IconSend size={16} />} onClick={() => void submit()} loading={sending} disabled={closed}>
            Send
          </Button>
        </Group>
      </Box>
    </Stack>
  );
}
