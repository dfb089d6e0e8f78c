import { Link } from 'react-router-dom';
import { Button, Container, List, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell, IconHeadset, IconMessages, IconTicket } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { OperatorDetails, useOperator } from '../../modules/content/components/Operator';

const CHANNELS = [
  {
    icon: IconTicket,
    title: 'Support tickets',
    text: 'The fastest way to reach us about deposits, withdrawals, plans or your account. Every ticket gets a reference number and a written answer you can read in your account.',
  },
  {
    icon: IconBell,
    title: 'Announcements',
    text: 'Service updates, maintenance windows and new plans are announced in your account notifications and on the home page. Our team never asks for your password or one-time codes.',
  },
  {
    icon: IconMessages,
    title: 'Support messages',
    text: 'Signed-in members can send a short message from the Support page and follow its status there.',
  },
  {
    icon: IconHeadset,
    title: 'Consultation',
    text: 'Want to talk through plans or your team structure? Book a consultation from the Support page and choose a date and time that suits you.',
  },
];

/** /contact-us — Contact Us (PAGES §2.1). */
export default function ContactPage() {
  const operator = useOperator();
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title="Contact us"
        subtitle="We are here to help with your account, your plans and your payments."
        actions={
          <Button component={Link} to="/user/query/create" leftSection={<IconTicket size={16} />}>
            Open a Ticket
          </Button>
        }
      />
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {CHANNELS.map((channel) => (
            <Paper key={channel.title} withBorder p="lg" radius="md">
              <Stack gap="sm">
                <ThemeIcon size={40} radius="md" variant="light">
                  <channel.icon size={22} aria-hidden />
                </ThemeIcon>
                <Title order={4}>{channel.title}</Title>
                <Text size="sm" c="dimmed">
                  {channel.text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>

        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={3}>Who we are</Title>
            {operator ? <OperatorDetails operator={operator} /> : <Skeleton height={60} />}
            <List size="sm" spacing={4}>
              <List.Item>Tickets receive a first answer within one working day.</List.Item>
              <List.Item>Withdrawal requests are processed within 72 hours, including weekends.</List.Item>
              <List.Item>Please include your username and any transaction hash when writing about a payment.</List.Item>
            </List>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
