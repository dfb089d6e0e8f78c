import { Link } from 'react-router-dom';
import { Accordion, Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartArrowsVertical, IconCoin, IconUserPlus, IconWallet } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { HomeAchieversSlot, HomeAnnouncementsSlot, HomeNewsSlot, HomePlansSlot } from '../../modules/home/slots';
import { usePublicWithdrawalNote } from '../../modules/money/usePublicWithdrawalNote';
import { HeroProduct } from '../../modules/plans/PlanCards';
import { OperatorDetails, RiskNotice, useOperator } from '../../modules/content/components/Operator';

const STEPS = [
  {
    icon: IconUserPlus,
    title: 'Create your account',
    text: 'Register with your email and the referral code of the member who invited you, then confirm your address with the 6-digit code we email you.',
  },
  {
    icon: IconWallet,
    title: 'Fund your Active Wallet',
    text: 'Deposit USDT on the BEP20 or TRC20 network to the address shown in your account. Our team reviews each deposit and credits your Active Wallet.',
  },
  {
    icon: IconChartArrowsVertical,
    title: 'Choose a plan',
    text: 'Pick an investment plan and an amount within its range. Daily returns are credited to your ROI Wallet for the length of the plan.',
  },
  {
    icon: IconCoin,
    title: 'Earn and withdraw',
    text: 'Follow every credit in your ledger, grow referral and rank income, and withdraw to your own payout address whenever you choose.',
  },
];

const FAQ = [
  {
    q: 'Who can become a member?',
    a: 'Anyone aged 18 or over who accepts our Terms & Conditions. Each account belongs to one person and needs a verified email address.',
  },
  {
    q: 'How do deposits work?',
    a: 'You send USDT to the BEP20 or TRC20 deposit address shown in your account and submit the transaction hash or a proof image. A deposit stays pending until our team confirms it; then the amount appears in your Active Wallet.',
  },
  {
    q: 'When are plan returns credited?',
    a: 'Once per platform day, for every running investment. The daily rate and the duration are set by each plan and are shown before you buy it.',
  },
  {
    q: 'How do withdrawals work?',
    // The server's live minimum and multiple come first (usePublicWithdrawalNote).
    a: 'You confirm each request with a one-time code sent to your email, and the fee and net amount are shown before you confirm.',
  },
  {
    q: 'What is referral and level income?',
    a: 'When a member you invited buys a plan, you receive a sponsor bonus. As your direct team grows, you unlock up to 20 levels of income from the daily returns of your wider team.',
  },
  {
    q: 'Is there a limit on earnings?',
    a: 'Yes. Your total earnings are capped at a multiple of your active principal. Your remaining limit is always visible on the Income page, and a new top-up raises it again.',
  },
];

/** Who runs the platform and the risk notice (issue 20 item 14). */
function OperatorSection() {
  const operator = useOperator();
  if (!operator) return null;
  return (
    <Section id="operator" title={`About ${operator.operatorName}`}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg" radius="md">
          <OperatorDetails operator={operator} />
        </Paper>
        <RiskNotice operator={operator} />
      </SimpleGrid>
    </Section>
  );
}

/** '/' — Home (PAGES §2.1). */
export default function HomePage() {
  const withdrawalNote = usePublicWithdrawalNote();
  const faq = FAQ.map((item) => (item.q === 'How do withdrawals work?' ? { ...item, a: `${withdrawalNote} ${item.a}` } : item));
  return (
    <>
      <Box
        component="section"
        py={{ base: 48, sm: 88 }}
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-teal-0) 0%, var(--mantine-color-indigo-0) 100%)',
        }}
      >
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
            <Stack gap="lg" maw={720}>
              <PageHeader title="Home" size="h6" c="teal" tt="uppercase" mb={0} />
              <Text component="p" fw={800} lh={1.15} style={{ fontSize: 'clamp(2rem, 5vw, 3.25rem)' }} m={0}>
                Grow your savings with plans you can follow every day
              </Text>
              <Text size="lg" c="dimmed">
                Meridian brings your wallets, investment plans, daily returns and team income into one clear account.
                Every credit and debit is recorded in a ledger you can check at any time.
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/register" size="md">
                  Get Started
                </Button>
                <Button component={Link} to="/user/login" size="md" variant="default">
                  Login
                </Button>
              </Group>
              <Group gap="xs">
                <Badge variant="light">USDT deposits on BEP20 and TRC20</Badge>
                <Badge variant="light" color="indigo">
                  Withdrawals processed within 72 hours
                </Badge>
              </Group>
            </Stack>
            <Box visibleFrom="md">
              <HeroProduct />
            </Box>
          </SimpleGrid>
        </Container>
      </Box>

      <HomeAnnouncementsSlot />
      <HomeNewsSlot />
      <HomePlansSlot />
      <OperatorSection />

      <Section id="how-it-works" title="How it works" intro="Four steps from sign-up to your first withdrawal.">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {STEPS.map((step, index) => (
            <Paper key={step.title} withBorder p="lg" radius="md">
              <Stack gap="sm">
                <Group gap="sm">
                  <ThemeIcon size={40} radius="md" variant="light">
                    <step.icon size={22} aria-hidden />
                  </ThemeIcon>
                  <Text c="dimmed" fw={700}>
                    Step {index + 1}
                  </Text>
                </Group>
                <Title order={4}>{step.title}</Title>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Section>

      <HomeAchieversSlot />

      <Section id="faq" title="Frequently asked questions" muted>
        <Accordion variant="separated" radius="md">
          {faq.map((item) => (
            <Accordion.Item key={item.q} value={item.q}>
              <Accordion.Control>{item.q}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{item.a}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Section>

      <Section id="join">
        <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <Group justify="space-between" gap="md">
            <Stack gap={4}>
              <Title order={3}>Ready to start?</Title>
              <Text c="dimmed">Open your account in a few minutes. All you need is an email address.</Text>
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
      </Section>
    </>
  );
}
