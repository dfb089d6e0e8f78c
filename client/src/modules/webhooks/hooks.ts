/**
 * The Webhooks pages' data: the event types, the endpoints of the area (a member's own, or the
 * platform's for staff), creating one (its secret is in the answer only), deleting and re-enabling
 * one, an endpoint's recent deliveries and redelivering one. `platform` tells the server which
 * endpoints are meant, since one browser may hold a member and a staff session at once.
 */
import { useCallback } from 'react';
import { confirm } from '../../components/confirm';
import { errorMessage, notifySuccess } from '../../lib/notify';
import { perform } from '../money/action';
import type { CallFailure } from '../auth/errors';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useEnableWebhookMutation,
  useRedeliverWebhookMutation,
  useWebhookDeliveriesQuery,
  useWebhookEventTypesQuery,
  useWebhooksQuery,
  type WebhookDeliveryFieldsFragment,
  type WebhookFieldsFragment,
} from './webhooks.generated';

export type WebhookArea = 'member' | 'staff';
export type Webhook = WebhookFieldsFragment;
export type WebhookDelivery = WebhookDeliveryFieldsFragment;

const platformOf = (area: WebhookArea) => area === 'staff';

export function useWebhookEventTypes() {
  const { data, loading, error, refetch } = useWebhookEventTypesQuery({ fetchPolicy: 'cache-first' });
  return {
    types: data?.webhookEventTypes ?? [],
    loading: loading && !data,
    error: error && !data ? errorMessage(error) : null,
    retry: () => void refetch().catch(() => undefined),
  };
}

export function useWebhookList(area: WebhookArea) {
  const variables = { platform: platformOf(area) };
  const { data, loading, error, refetch } = useWebhooksQuery({ variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [deleteMutation] = useDeleteWebhookMutation({ refetchQueries: ['Webhooks'], awaitRefetchQueries: true });
  const [enableMutation] = useEnableWebhookMutation();

  /** Asks first; true when the endpoint was deleted. */
  const remove = useCallback(
    async (hook: Webhook): Promise<boolean> => {
      const ok = await confirm({
        title: 'Delete endpoint',
        message: 'Nothing more is sent to this endpoint, and deliveries still waiting for a retry are cancelled.',
        details: [['URL', hook.url]],
        confirmLabel: 'Delete',
        danger: true,
      });
      if (!ok) return false;
      const outcome = await perform(() => deleteMutation({ variables: { id: hook.id } }), { success: 'Endpoint deleted', fallback: 'The endpoint could not be deleted.' });
      return outcome.ok;
    },
    [deleteMutation],
  );

  const enable = useCallback(
    async (hook: Webhook): Promise<boolean> => {
      const outcome = await perform(() => enableMutation({ variables: { id: hook.id } }), { success: 'Endpoint enabled again', fallback: 'The endpoint could not be enabled.' });
      return outcome.ok;
    },
    [enableMutation],
  );

  return {
    hooks: data?.webhooks ?? [],
    loading: loading && !data,
    error: error && !data ? errorMessage(error) : null,
    retry: () => void refetch().catch(() => undefined),
    remove,
    enable,
  };
}

export interface CreateWebhookValues {
  url: string;
  events: string[];
}

export type CreateWebhookOutcome = { ok: true; secret: string; webhook: Webhook } | CallFailure;

export function useCreateWebhook(area: WebhookArea) {
  const [mutate, { loading }] = useCreateWebhookMutation({ refetchQueries: ['Webhooks'] });
  const create = useCallback(
    async (values: CreateWebhookValues): Promise<CreateWebhookOutcome> => {
      const outcome = await perform(() => mutate({ variables: { input: { url: values.url.trim(), events: values.events, platform: platformOf(area) } } }), {
        fallback: 'The endpoint could not be added.',
        quietFailure: true,
      });
      if (!outcome.ok) return outcome;
      notifySuccess('Endpoint added');
      return { ok: true, secret: outcome.data.createWebhook.secret, webhook: outcome.data.createWebhook.webhook };
    },
    [mutate, area],
  );
  return { create, creating: loading };
}

/** An endpoint's latest deliveries (newest first) and the Redeliver action. */
export function useWebhookDeliveries(webhookId: string) {
  const { data, loading, error, refetch } = useWebhookDeliveriesQuery({ variables: { webhookId, limit: 50 }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [redeliverMutation] = useRedeliverWebhookMutation();
  const redeliver = useCallback(
    async (delivery: WebhookDelivery): Promise<boolean> => {
      const outcome = await perform(() => redeliverMutation({ variables: { deliveryId: delivery.id } }), {
        success: `${delivery.eventType} queued for redelivery`,
        fallback: 'The delivery could not be sent again.',
      });
      // The attempt runs in the background: read its outcome shortly after.
      if (outcome.ok) setTimeout(() => void refetch().catch(() => undefined), 1500);
      return outcome.ok;
    },
    [redeliverMutation, refetch],
  );
  return {
    deliveries: data?.webhookDeliveries ?? [],
    loading: loading && !data,
    refreshing: loading && !!data,
    error: error && !data ? errorMessage(error) : null,
    refresh: () => void refetch().catch(() => undefined),
    redeliver,
  };
}
