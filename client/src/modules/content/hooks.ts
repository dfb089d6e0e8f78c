/**
 * One hook per content mutation flow (confirm where a record goes away, perform, notify). Lists
 * refetch by operation name so every open table shows the change.
 */
import type {
  BookingDecision,
  BookingInput,
  NewsInput,
  OfferInput,
} from '../../generated/types';
import {
  useAddAchieverMutation,
  useCreateBookingMutation,
  useCreateNewsMutation,
  useCreateOfferMutation,
  useDeleteAchieverMutation,
  useDeleteNewsMutation,
  useDeleteOfferMutation,
  useUpdateBookingMutation,
  useUpdateNewsMutation,
  useUpdateOfferMutation,
  type AchieverFieldsFragment,
  type BookingFieldsFragment,
  type NewsFieldsFragment,
  type OfferFieldsFragment,
} from './content.generated';
import { confirm } from '../../components/confirm';
import { runAction } from '../../lib/useMutationFlow';
import { notifyError } from '../../lib/notify';
import { uploadImage, validateImage } from './uploadImage';

export function useNewsActions() {
  const opts = { refetchQueries: ['NewsList'], awaitRefetchQueries: true };
  const [create, createState] = useCreateNewsMutation(opts);
  const [update, updateState] = useUpdateNewsMutation(opts);
  const [remove] = useDeleteNewsMutation(opts);
  return {
    saving: createState.loading || updateState.loading,
    /** Creates (id null) or edits a news item; resolves true on success. */
    save: async (id: number | null, input: NewsInput) =>
      (await runAction<unknown>(() => (id ? update({ variables: { id, input } }) : create({ variables: { input } })), id ? 'News updated' : 'News published')) !== null,
    remove: async (news: NewsFieldsFragment) => {
      if (!(await confirm({ title: 'Delete news', message: `Delete "${news.title}"? Members will no longer see it.`, confirmLabel: 'Delete', danger: true }))) return false;
      return (await runAction(() => remove({ variables: { id: news.id } }), 'News deleted')) !== null;
    },
  };
}

export interface AchieverValues {
  username: string;
  description: string;
  file: File | null;
}

export function useAchieverActions() {
  const opts = { refetchQueries: ['Achievers'], awaitRefetchQueries: true };
  const [add, addState] = useAddAchieverMutation(opts);
  const [remove] = useDeleteAchieverMutation(opts);
  return {
    saving: addState.loading,
    /** Uploads the photo, then publishes the card; resolves true on success. */
    add: async ({ username, description, file }: AchieverValues) => {
      const problem = validateImage(file, true);
      if (problem) {
        notifyError(problem);
        return false;
      }
      return (await runAction(async () => add({ variables: { input: { username, description, image: await uploadImage(file!, 'achievers') } } }), 'Achiever added')) !== null;
    },
    remove: async (card: AchieverFieldsFragment) => {
      if (!(await confirm({ title: 'Delete achiever', message: `Delete the card of ${card.username} and its photo?`, confirmLabel: 'Delete', danger: true }))) return false;
      return (await runAction(() => remove({ variables: { id: card.id } }), 'Achiever deleted')) !== null;
    },
  };
}

export function useOfferActions() {
  const opts = { refetchQueries: ['Offers'], awaitRefetchQueries: true };
  const [create, createState] = useCreateOfferMutation(opts);
  const [update, updateState] = useUpdateOfferMutation(opts);
  const [remove] = useDeleteOfferMutation(opts);
  return {
    saving: createState.loading || updateState.loading,
    /** Creates (id null) or edits an offer, uploading a new image first when one is chosen. */
    save: async (id: number | null, input: Omit<OfferInput, 'image'>, file: File | null): Promise<OfferFieldsFragment | null> => {
      const problem = validateImage(file);
      if (problem) {
        notifyError(problem);
        return null;
      }
      const result = await runAction(async () => {
        const image = file ? await uploadImage(file, 'offers') : undefined;
        const full = { ...input, image };
        if (id) return (await update({ variables: { id, input: full } })).data?.updateOffer ?? null;
        return (await create({ variables: { input: full } })).data?.createOffer ?? null;
      }, id ? 'Offer updated' : 'Offer created');
      return result ?? null;
    },
    remove: async (offer: OfferFieldsFragment) => {
      if (!(await confirm({ title: 'Delete offer', message: `Delete "${offer.title}"?`, confirmLabel: 'Delete', danger: true }))) return false;
      return (await runAction(() => remove({ variables: { id: offer.id } }), 'Offer deleted')) !== null;
    },
  };
}

export function useBookConsultation() {
  const [create, state] = useCreateBookingMutation({ refetchQueries: ['MyBookings'], awaitRefetchQueries: true });
  return {
    saving: state.loading,
    book: async (input: BookingInput) => (await runAction(() => create({ variables: { input } }), 'Consultation booked')) !== null,
  };
}

export function useDecideBooking() {
  const [update] = useUpdateBookingMutation({ refetchQueries: ['AdminBookings'], awaitRefetchQueries: true });
  return async (booking: BookingFieldsFragment, status: BookingDecision) => {
    const verb = status === 'CONFIRMED' ? 'Confirm' : 'Cancel';
    const ok = await confirm({
      title: `${verb} booking`,
      details: [
        ['Date', `${booking.date} ${booking.time}`],
        ['Topic', booking.topic],
      ],
      confirmLabel: verb,
      danger: status === 'CANCELLED',
    });
    if (!ok) return false;
    return (await runAction(() => update({ variables: { id: booking.id, status } }), status === 'CONFIRMED' ? 'Booking confirmed' : 'Booking cancelled')) !== null;
  };
}
