import { Container, List, Paper, Stack, Text } from '@mantine/core';
import { DocumentSection } from '../../components/Section';
import { PageHeader } from '../../components/PageHeader';

/** /privacy — Privacy Policy (PAGES §2.1). */
export default function PrivacyPage() {
  return (
    <Container size="md" py="xl">
      <PageHeader title="Privacy policy" subtitle="How we collect, use and protect your personal information." />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <DocumentSection heading="Information we collect">
            <List size="sm" spacing={4}>
              <List.Item>Account details: full name, email address, phone number, username and the referral code of your sponsor.</List.Item>
              <List.Item>Payment details: payout addresses, deposit transaction hashes and proof images you upload.</List.Item>
              <List.Item>Account activity: plans, wallet movements, support tickets, messages and bookings.</List.Item>
              <List.Item>Technical data: sign-in times and the information your browser sends with each request.</List.Item>
            </List>
          </DocumentSection>

          <DocumentSection heading="How we use it">
            <List size="sm" spacing={4}>
              <List.Item>To open and secure your account, including email verification and one-time codes.</List.Item>
              <List.Item>To process deposits, withdrawals, transfers and plan purchases, and to calculate your income.</List.Item>
              <List.Item>To answer your support requests and send you service notifications.</List.Item>
              <List.Item>To prevent fraud, abuse and money laundering, and to meet our legal obligations.</List.Item>
            </List>
          </DocumentSection>

          <DocumentSection heading="What other members see">
            <Text size="sm">
              Your sponsor and the members above you in your team can see your username, full name, email address, join
              date, active plan and status in their team views. Your balances, payout addresses and documents are never
              shown to other members.
            </Text>
          </DocumentSection>

          <DocumentSection heading="Sharing">
            <Text size="sm">
              We do not sell your personal information. We share it only with service providers that help us run the
              platform (such as email delivery and hosting), under agreements that protect it, and with authorities when
              the law requires it.
            </Text>
          </DocumentSection>

          <DocumentSection heading="Cookies and storage">
            <Text size="sm">
              We use one essential cookie to keep you signed in; it cannot be read by scripts on the page. Your browser also
              stores a small record of who is signed in so that the app can restore your session after a reload. We do not
              use advertising cookies.
            </Text>
          </DocumentSection>

          <DocumentSection heading="Security and retention">
            <Text size="sm">
              Passwords and one-time codes are stored only as secure hashes. Financial records are kept for as long as the
              law requires, even after an account is closed; other data is deleted or anonymised when it is no longer
              needed.
            </Text>
          </DocumentSection>

          <DocumentSection heading="Your rights">
            <Text size="sm">
              You can review and correct your profile details at any time in your account. To request a copy of your data
              or its deletion, open a support ticket; we answer within 30 days.
            </Text>
          </DocumentSection>
        </Stack>
      </Paper>
    </Container>
  );
}
