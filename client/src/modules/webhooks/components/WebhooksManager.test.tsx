import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { WebhooksManager } from './WebhooksManager';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  EnableWebhookDocument,
  RedeliverWebhookDocument,
  WebhookDeliveriesDocument,
  WebhookEventTypesDocument,
  WebhooksDocument,
  type WebhookDeliveryFieldsFragment,
  type WebhookFieldsFragment,
} from '../webhooks.generated';
import { mockError, mockNetworkError, mockOp, renderWithApollo } from '../../../test/apollo';
import { admin, createTestSessionStore, inOneHour, member } from '../../../test/render';
import { urlProblem } from './CreateWebhookForm';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw3ZzMq3QbX1s=';

const hook = (over: Partial<WebhookFieldsFragment> = {}): WebhookFieldsFragment & { __typename: 'Webhook' } => ({
  __typename: 'Webhook',
  id: '3',
  url: 'https://hooks.example.com/meridian',
  events: ['deposit.decided', 'income.daily'],
  platform: false,
  disabledAt: null,
  disabledReason: null,
  failingSince: null,
  lastSuccessAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

type Attempt = WebhookDeliveryFieldsFragment['attemptLog'][number];
const attempt = (over: Partial<Attempt> = {}): Attempt =>
  ({ __typename: 'WebhookAttemptRecord', attempt: 1, manual: false, statusCode: 200, latencyMs: 84, error: null, responseExcerpt: 'ok', createdAt: '2026-11-20T10:05:00.000Z', ...over }) as Attempt;

const delivery = (over: Partial<WebhookDeliveryFieldsFragment> = {}): WebhookDeliveryFieldsFragment & { __typename: 'WebhookDeliveryRecord' } => ({
  __typename: 'WebhookDeliveryRecord',
  id: '41',
  eventId: 'msg_7Yc2b0Qq1nG8m5x0Kk3vZw',
  eventType: 'deposit.decided',
  status: 'delivered',
  attempts: 1,
  nextAttemptAt: null,
  lastAttemptAt: '2026-11-20T10:05:00.000Z',
  statusCode: 200,
  latencyMs: 84,
  error: null,
  createdAt: '2026-11-20T10:05:00.000Z',
  deliveredAt: '2026-11-20T10:05:00.000Z',
  attemptLog: [attempt()],
  ...over,
});

const typesMock = () =>
  mockOp(WebhookEventTypesDocument, {}, {
    webhookEventTypes: [
      { __typename: 'WebhookEventTypeInfo', name: 'deposit.decided', description: 'A deposit was completed (credited) or declined', scopes: ['read:wallets'] },
      { __typename: 'WebhookEventTypeInfo', name: 'transfer.received', description: 'Money arrived from another member', scopes: ['read:wallets'] },
      { __typename: 'WebhookEventTypeInfo', name: 'income.daily', description: "The day's incomes by kind", scopes: ['read:income'] },
    ],
  });
const listMock = (hooks: WebhookFieldsFragment[], platform = false) => mockOp(WebhooksDocument, { platform }, { webhooks: hooks });

// A loaded machine renders these pages slowly (module loading, Mantine): allow each test some time.
jest.setTimeout(60_000);

function renderArea(area: 'member' | 'staff', mocks: MockedResponse[]) {
  const { store } = createTestSessionStore(area === 'member' ? { user: member, expireAt: inOneHour() } : { admin, adminExpireAt: inOneHour() });
  return renderWithApollo(<WebhooksManager area={area} />, { store, mocks });
}

describe('WebhooksManager (member)', () => {
  it('adds an endpoint and shows its signing secret once, with a copy button', async () => {
    const create = jest.fn(() => ({ data: { createWebhook: { __typename: 'CreatedWebhook', secret: SECRET, webhook: hook({ events: ['deposit.decided', 'income.daily'] }) } } }));
    renderArea('member', [
      typesMock(),
      listMock([]),
      mockOp(CreateWebhookDocument, { input: { url: 'https://hooks.example.com/meridian', events: ['deposit.decided', 'income.daily'], platform: false } }, create),
      listMock([hook()]),
    ]);
    expect(await screen.findByText('No endpoints yet. Add one above to receive events as they happen.')).toBeInTheDocument();
    expect(await screen.findByText(/Money arrived from another member/)).toBeInTheDocument();

    // Nothing is sent without a URL and an event.
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Enter the URL of your endpoint')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), 'https://hooks.example.com/meridian');
    await userEvent.click(screen.getByRole('checkbox', { name: /deposit\.decided/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /income\.daily/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByTestId('new-webhook-secret');
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(SECRET);
    expect(within(shown).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copy signing secret' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Endpoint added')).toBeInTheDocument();

    // The list shows the endpoint and its events, never the secret.
    const card = await screen.findByRole('listitem', { name: 'Endpoint https://hooks.example.com/meridian' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('income.daily')).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('new-webhook-secret')).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(screen.getByRole('textbox', { name: /Endpoint URL/ })).toHaveValue('');
  });

  it("shows the server's refusal of a URL under the field", async () => {
    renderArea('member', [
      typesMock(),
      listMock([]),
      mockError(
        CreateWebhookDocument,
        { input: { url: 'https://10.0.0.8/hook', events: ['deposit.decided'], platform: false } },
        'The host 10.0.0.8 resolves to 10.0.0.8, a private address: webhooks are delivered to public addresses only',
        'BAD_USER_INPUT',
        { url: 'The host 10.0.0.8 resolves to 10.0.0.8, a private address: webhooks are delivered to public addresses only' },
      ),
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: /Endpoint URL/ }), 'https://10.0.0.8/hook');
    await userEvent.click(await screen.findByRole('checkbox', { name: /deposit\.decided/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(/a private address: webhooks are delivered to public addresses only/)).toBeInTheDocument();
    expect(screen.queryByTestId('new-webhook-secret')).not.toBeInTheDocument();
  });

  it('lists recent deliveries with their status and redelivers one', async () => {
    const redeliver = jest.fn(() => ({ data: { redeliver: delivery({ id: '42', attempts: 4, attemptLog: [] }) } }));
    const failed = delivery({ id: '42', eventType: 'transfer.received', eventId: 'msg_failed', status: 'failed', attempts: 3, statusCode: 500, latencyMs: 12, error: 'HTTP 500', deliveredAt: null, attemptLog: [attempt({ attempt: 3, statusCode: 500, latencyMs: 12, error: 'HTTP 500', responseExcerpt: 'oops', createdAt: '2026-11-20T10:06:00.000Z' })] });
    renderArea('member', [
      typesMock(),
      listMock([hook({ failingSince: '2026-11-20T10:06:00.000Z' })]),
      mockOp(WebhookDeliveriesDocument, { webhookId: '3', limit: 50 }, { webhookDeliveries: [failed, delivery()] }),
      mockOp(RedeliverWebhookDocument, { deliveryId: '42' }, redeliver),
      mockOp(WebhookDeliveriesDocument, { webhookId: '3', limit: 50 }, { webhookDeliveries: [delivery({ id: '42', eventType: 'transfer.received', eventId: 'msg_failed', attempts: 4 }), delivery()] }),
    ]);
    const card = await screen.findByRole('listitem', { name: 'Endpoint https://hooks.example.com/meridian' });
    expect(within(card).getByText('Failing')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Deliveries' }));
    const failedRow = (await within(card).findByText('msg_failed')).closest('tr')!;
    expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('HTTP 500 · 12 ms')).toBeInTheDocument();
    const okRow = within(card).getByText('msg_7Yc2b0Qq1nG8m5x0Kk3vZw').closest('tr')!;
    expect(within(okRow).getByText('Delivered')).toBeInTheDocument();
    await userEvent.click(within(failedRow).getByRole('button', { name: 'Redeliver transfer.received msg_failed' }));
    expect(await screen.findByText('transfer.received queued for redelivery')).toBeInTheDocument();
    expect(redeliver).toHaveBeenCalledTimes(1);
  });

  it('deletes an endpoint after a confirmation, and enables a disabled one', async () => {
    const remove = jest.fn(() => ({ data: { deleteWebhook: { __typename: 'Webhook', id: '3' } } }));
    const enable = jest.fn(() => ({ data: { enableWebhook: hook({ id: '4', url: 'https://down.example.com/in' }) } }));
    renderArea('member', [
      typesMock(),
      listMock([hook(), hook({ id: '4', url: 'https://down.example.com/in', disabledAt: '2026-11-23T10:00:00.000Z', disabledReason: 'Every delivery failed for 72 hours' })]),
      mockOp(EnableWebhookDocument, { id: '4' }, enable),
      mockOp(DeleteWebhookDocument, { id: '3' }, remove),
      listMock([hook({ id: '4', url: 'https://down.example.com/in' })]),
    ]);
    const down = await screen.findByRole('listitem', { name: 'Endpoint https://down.example.com/in' });
    expect(within(down).getByText('Disabled')).toBeInTheDocument();
    expect(within(down).getByText(/Every delivery failed for 72 hours/)).toBeInTheDocument();
    await userEvent.click(within(down).getByRole('button', { name: 'Enable https://down.example.com/in' }));
    expect(await screen.findByText('Endpoint enabled again')).toBeInTheDocument();
    expect(enable).toHaveBeenCalledTimes(1);

    const card = screen.getByRole('listitem', { name: 'Endpoint https://hooks.example.com/meridian' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete https://hooks.example.com/meridian' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Nothing more is sent to this endpoint/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Endpoint deleted')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Endpoint https://hooks.example.com/meridian' })).not.toBeInTheDocument());
  });

  it('shows an error with Retry when the endpoints cannot be loaded', async () => {
    renderArea('member', [typesMock(), mockNetworkError(WebhooksDocument, { platform: false }), listMock([])]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Data')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No endpoints yet. Add one above to receive events as they happen.')).toBeInTheDocument();
  });
});

describe('WebhooksManager (staff)', () => {
  it("asks for the platform's endpoints and creates platform endpoints", async () => {
    const create = jest.fn(() => ({ data: { createWebhook: { __typename: 'CreatedWebhook', secret: SECRET, webhook: hook({ id: '9', platform: true, events: ['income.daily'] }) } } }));
    renderArea('staff', [
      typesMock(),
      listMock([hook({ id: '8', platform: true, url: 'https://erp.example.com/in' })], true),
      mockOp(CreateWebhookDocument, { input: { url: 'https://bi.example.com/in', events: ['income.daily'], platform: true } }, create),
      listMock([hook({ id: '9', platform: true, events: ['income.daily'] }), hook({ id: '8', platform: true, url: 'https://erp.example.com/in' })], true),
    ]);
    expect(await screen.findByRole('heading', { name: 'Platform endpoints' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Endpoint https://erp.example.com/in' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), 'https://bi.example.com/in');
    await userEvent.click(await screen.findByRole('checkbox', { name: /income\.daily/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByTestId('new-webhook-secret')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('urlProblem', () => {
  it('checks the form of a URL before the server checks its host', () => {
    expect(urlProblem('')).toBe('Enter the URL of your endpoint');
    expect(urlProblem('hooks.example.com')).toMatch(/full URL/);
    expect(urlProblem('ftp://hooks.example.com/')).toMatch(/https/);
    expect(urlProblem(' https://hooks.example.com/in ')).toBeNull();
  });
});
