import { Link } from 'react-router-dom';
import { Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEye, IconScale, IconShieldCheck, IconUsersGroup } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { HomePlansSlot } from '../../modules/home/slots';

const VALUES = [
  {
    icon: IconEye,
    title: 'Transparency',
    text: 'Every balance is built from ledger entries you can inspect: each deposit, return, fee and withdrawal has a dated record.',
  },
  {
    icon: IconScale,
    title: 'Clear rules',
    text: 'Plan rates, caps, fees and minimums are shown before you commit, and they do not change for an investment that is already running.',
  },
  {
    icon: IconShieldCheck,
    title: 'Security',
    text: 'Email verification, one-time codes for withdrawals and payout-address changes, and manual review of every deposit and payout.',
  },
  {
    icon: IconUsersGroup,
    title: 'Community',
    text: 'Members grow together: sponsors are rewarded for helping the people they invite get started and succeed.',
  },
];

/** /about-us — About Us (PAGES §2.1): mission, how it works, plan overview. */
export default function AboutPage() {
  return (
    <>
      <Container size="lg" py="xl">
        <PageHeader title="About us" subtitle="A member platform built on clear plans and an open ledger." />
        <Stack gap="xl">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="sm">
              <Title order={3}>Our mission</Title>
              <Text>
                Meridian exists to make structured saving plans understandable. Too many platforms hide how returns are
                calculated or when money can leave. We publish the rules of every plan, show the fee before every
                withdrawal, and let members see exactly where each cent in their wallets came from.
              </Text>
              <Text>
                Our team combines experience in payments, financial operations and member support. We review every deposit
                and withdrawal by hand and answer every support ticket in writing.
              </Text>
            </Stack>
          </Paper>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {VALUES.map((value) => (
              <Paper key={value.title} withBorder p="lg" radius="md">
                <Group align="flex-start" wrap="nowrap" gap="md">
                  <ThemeIcon size={40} radius="md" variant="light">
                    <value.icon size={22} aria-hidden />
                  </ThemeIcon>
                  <Stack gap={4}>
                    <Title order={4}>{value.title}</Title>
                    <Text size="sm" c="dimmed">
                      {value.text}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>

          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="sm">
              <Title order={3}>How it works</Title>
              <List spacing="sm" type="ordered">
                <List.Item>Register with the referral code of the member who invited you and verify your email.</List.Item>
                <List.Item>Deposit USDT to your Active Wallet; our team confirms each deposit.</List.Item>
                <List.Item>
                  Buy a plan within its amount range. Daily returns go to your ROI Wallet until the plan ends or your earnings
                  cap is reached.
                </List.Item>
                <List.Item>
                  Invite others: sponsor bonuses, level income, rank rewards and monthly salary are paid to your Income
                  Wallet.
                </List.Item>
                <List.Item>
                  Withdraw to your saved payout address, confirmed by a one-time code. Requests are processed within 72
                  hours.
                </List.Item>
              </List>
            </Stack>
          </Paper>
        </Stack>
      </Container>

      <HomePlansSlot />

      <Container size="lg" pb="xl">
        <Paper radius="md" p={{ base: 'md', sm: 'xl' }} bg="light-dark(var(--mantine-color-teal-0), var(--mantine-color-dark-6))">
          <Group justify="space-between" gap="md">
            <Stack gap={4}>
              <Title order={3}>Plans for every starting point</Title>
              <Text c="dimmed">
                Plans differ by amount range and daily rate; all of them show their duration and cap up front.
              </Text>
            </Stack>
            <Button component={Link} to="/register">
              Register
            </Button>
          </Group>
        </Paper>
      </Container>
    </>
  );
}
