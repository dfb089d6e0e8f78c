import { Link, useNavigate } from 'react-router-dom';
import { Anchor, Button, Group, List, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { useMemberLimits, withdrawalNote } from '../../modules/money/useMemberLimits';

/** /agreement-terms-condition — Agreement & Terms (PAGES §2.2): member agreement inside the user layout. */
export default function AgreementPage() {
  const navigate = useNavigate();
  const withdrawal = withdrawalNote(useMemberLimits());
  return (
    <Stack gap="md" maw={900}>
      <PageHeader title="Agreement & terms" subtitle="Please read this agreement before you buy your first plan." />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <ScrollArea.Autosize mah="60vh" type="auto" offsetScrollbars>
          <Stack gap="md">
            <Text size="sm">
              This agreement is between you, the member, and Meridian. It applies to every plan you buy and every payment
              you make or receive through your account, together with the full{' '}
              <Anchor component={Link} to="/terms-conditions" size="sm">
                Terms & Conditions
              </Anchor>
              .
            </Text>

            <Title order={4}>1. Your declarations</Title>
            <List size="sm" spacing={4}>
              <List.Item>You are at least 18 years old and hold only this one account.</List.Item>
              <List.Item>The funds you deposit belong to you and come from lawful sources.</List.Item>
              <List.Item>You take part voluntarily and understand that plan returns are not guaranteed bank interest.</List.Item>
            </List>

            <Title order={4}>2. Plans and returns</Title>
            <List size="sm" spacing={4}>
              <List.Item>
                Each plan shows its amount range, daily return rate, sponsor bonus, duration and earnings cap before you
                confirm. Those terms stay fixed for that investment.
              </List.Item>
              <List.Item>Returns are credited once per platform day to your ROI Wallet while the investment runs.</List.Item>
              <List.Item>
                Your total earnings are limited to the cap multiple of your active principal; once you reach it, earning
                pauses until you top up again.
              </List.Item>
            </List>

            <Title order={4}>3. Payments</Title>
            <List size="sm" spacing={4}>
              <List.Item>Deposits are credited only after our team has confirmed the transaction.</List.Item>
              <List.Item>{withdrawal}</List.Item>
              <List.Item>
                Withdrawals go only to the payout address saved in your profile and must be confirmed with a one-time code.
                The fee and net amount are shown before you confirm.
              </List.Item>
              <List.Item>Withdrawing the principal of a running investment ends it; an early-exit fee may apply.</List.Item>
            </List>

            <Title order={4}>4. Team income</Title>
            <Text size="sm">
              Sponsor bonuses, level income, rewards, salary, leadership and CTO income are paid under the rules shown in
              your account when the income is earned. Income gained through duplicate or fictitious accounts is reversed
              and the accounts involved are blocked.
            </Text>

            <Title order={4}>5. Security</Title>
            <Text size="sm">
              Keep your password and one-time codes private. Meridian staff will never ask for them. Report anything
              suspicious through a support ticket straight away.
            </Text>
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
      <Group justify="flex-end">
        <Text size="sm" c="dimmed">
          By continuing you confirm that you have read and accept this agreement.
        </Text>
        <Button onClick={() => navigate('/user/plan')}>I Agree</Button>
      </Group>
    </Stack>
  );
}
