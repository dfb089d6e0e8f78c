import { Link } from 'react-router-dom';
import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAward,
  IconBolt,
  IconChartCandle,
  IconHeadset,
  IconNetwork,
  IconPigMoney,
} from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { PlanList } from '../../modules/plans/PlanCards';

const SERVICES = [
  {
    icon: IconPigMoney,
    title: 'Investment plans',
    text: 'Choose a plan and an amount within its range. Daily returns are credited to your ROI Wallet for the plan’s duration, up to its earnings cap. Top up or re-top-up whenever you like.',
  },
  {
    icon: IconBolt,
    title: 'Account activation',
    text: 'Activate your account by paying the entry fee, buying an activation plan or redeeming an activation code. You can also buy a plan for another member from your own Active Wallet.',
  },
  {
    icon: IconNetwork,
    title: 'Referral & level income',
    text: 'Earn a sponsor bonus when a member you invited buys a plan, and level income from your team’s daily returns — up to 20 levels as your direct team grows.',
  },
  {
    icon: IconAward,
    title: 'Rewards & salary',
    text: 'Reach team-business ranks to claim one-time rewards and a monthly salary for each rank you hold. Your progress and remaining target are always visible.',
  },
  {
    icon: IconChartCandle,
    title: 'Trading',
    text: 'Follow live prices of listed trading pairs with charts, and record your daily trade on the pair of your choice from the Market and Trade pages.',
  },
  {
    icon: IconHeadset,
    title: 'Support',
    text: 'Open tickets, send support messages or book a consultation. Every request gets a written answer you can follow in your account.',
  },
];

/** /services — Services (PAGES §2.1): what the account includes, and the current plans. */
export default function ServicesPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title="Services"
        subtitle="Everything your Meridian account includes."
        actions={
          <>
            <Button component={Link} to="/register">
              Register
            </Button>
            <Button component={Link} to="/user/login" variant="default">
              Login
            </Button>
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {SERVICES.map((service) => (
          <Paper key={service.title} withBorder p="lg" radius="md">
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" variant="light">
                <service.icon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={4}>{service.title}</Title>
              <Text size="sm" c="dimmed">
                {service.text}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Stack gap="md" mt="xl" component="section" aria-labelledby="services-plans-title">
        <Stack gap={4}>
          <Title order={3} id="services-plans-title">
            Our plans
          </Title>
          <Text c="dimmed">Amount range, daily return and duration of every plan you can buy today.</Text>
        </Stack>
        <PlanList />
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="xl">
        <Group justify="space-between" gap="md">
          <Stack gap={4}>
            <Title order={3}>Start with the plan that fits you</Title>
            <Text c="dimmed">Open an account to see every plan, its rate and its cap before you commit.</Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to="/register">
              Register
            </Button>
            <Button component={Link} to="/user/login" variant="default">
              Login
            </Button>
          </Group>
        </Group>
      </Paper>
    </Container>
  );
}
