/**
 * One ticket and its thread, live (PAGES §5): `ticketResponseAdded(ticketId)` appends each new
 * reply to the cached thread (deduped by id, so one's own reply is not doubled) and a status change
 * updates the ticket (normalised by id). A WebSocket reconnect refetches the thread.
 */
import { useApolloClient } from '@apollo/client';
import { useRefetchOnReconnect } from '../../app/apollo';
import type { TicketStatus } from '../../generated/types';
import {
  GetTicketDocument,
  useAddTicketResponseMutation,
  useGetTicketQuery,
  useOnTicketResponseAddedSubscription,
  useUpdateTicketStatusMutation,
  type GetTicketQuery,
  type TicketReplyFieldsFragment,
} from './tickets.generated';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';

/** Adds a reply to a thread unless it is already there; keeps the oldest-first order. */
export function appendReply(thread: TicketReplyFieldsFragment[], reply: TicketReplyFieldsFragment): TicketReplyFieldsFragment[] {
  if (thread.some((r) => r.id === reply.id)) return thread;
  return [...thread, reply].sort((a, b) => a.id - b.id);
}

export function useTicketThread(ticketId: number) {
  const client = useApolloClient();
  const valid = Number.isInteger(ticketId) && ticketId > 0;
  const query = useGetTicketQuery({ variables: { id: ticketId }, skip: !valid });

  const addToCache = (reply: TicketReplyFieldsFragment) => {
    client.cache.updateQuery<GetTicketQuery>({ query: GetTicketDocument, variables: { id: ticketId } }, (data) =>
      data ? { ...data, ticketResponses: appendReply(data.ticketResponses, reply) } : data,
    );
  };

  useOnTicketResponseAddedSubscription({
    variables: { ticketId },
    skip: !valid,
    onData: ({ data }) => {
      const reply = data.data?.ticketResponseAdded.response;
      if (reply) addToCache(reply);
    },
  });
  useRefetchOnReconnect(() => (valid ? query.refetch() : undefined));

  const [sendReply, sending] = useAddTicketResponseMutation();
  const [setStatus, settingStatus] = useUpdateTicketStatusMutation();

  /** Sends a reply; resolves true on success (the caller clears its box). */
  const reply = async (message: string): Promise<boolean> => {
    try {
      const { data } = await sendReply({ variables: { ticketId, message } });
      if (data) addToCache(data.addTicketResponse);
      notifySuccess('Response added successfully!');
      return true;
    } catch (err) {
      notifyError(errorMessage(err));
      return false;
    }
  };

  const changeStatus = async (status: TicketStatus): Promise<boolean> => {
    try {
      await setStatus({ variables: { id: ticketId, status } });
      notifySuccess('Ticket status updated successfully!');
      return true;
    } catch (err) {
      notifyError(errorMessage(err));
      return false;
    }
  };

  return {
    ticket: query.data?.ticket,
    thread: query.data?.ticketResponses ?? [],
    loading: query.loading && !query.data,
    error: query.error ? errorMessage(query.error) : !valid ? 'Invalid ticket id' : null,
    refetch: query.refetch,
    reply,
    sending: sending.loading,
    changeStatus,
    settingStatus: settingStatus.loading,
  };
}
