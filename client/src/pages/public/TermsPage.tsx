import { Link } from 'react-router-dom';
import { Anchor, Container, List, Paper, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { usePublicWithdrawalNote } from '../../modules/money/usePublicWithdrawalNote';

/** /terms — Terms (PAGES §2.1): short summary with a link to the full terms. */
export default function TermsPage() {
  const withdrawal = usePublicWithdrawalNote();
  return (
    <Container size="md" py="xl">
      <PageHeader title="Terms" subtitle="The essentials at a glance." />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <List spacing="sm" size="sm">
            <List.Item>You must be 18 or older, and each person may hold one account.</List.Item>
            <List.Item>Keep your password and one-time codes private; actions after sign-in are treated as yours.</List.Item>
            <List.Item>
              Each plan states its amount range, daily return, duration and earnings cap before you buy it; those terms
              apply for the life of the investment.
            </List.Item>
            <List.Item>Deposits stay pending until our team confirms the transaction.</List.Item>
            <List.Item>{withdrawal}</List.Item>
            <List.Item>Fees and the net amount are shown before you confirm any withdrawal.</List.Item>
            <List.Item>Accounts used for fraud or to collect income from fictitious members are blocked.</List.Item>
          </List>
          <Text size="sm">
            This summary does not replace the full agreement. Read the complete{' '}
            <Anchor component={Link} to="/terms-conditions">
              Terms & Conditions
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
