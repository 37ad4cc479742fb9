import { useQuery } from '@tanstack/react-query';
import {
  PROCESSING_CALLS,
  PROCESSING_FEEDBACK_INPUTS,
  ProcessingResponseSchema,
  feedbackInputsFromProfile,
  injunctiveOverall,
  isProfileValueSet,
  posnegsCounts,
  relationshipFeedbackItem,
  type FeedbackSource,
  type Profile,
  type ProcessingCall,
} from '@clearpath/core';
import { apiRequest } from '../../lib/api-client';
import { usePwaStore } from '../pwa/pwa-store';
import { commitQueue } from './profile-sync';
import { useProfileStore, type ProfileData } from './profile-store';

/**
 * Which feedback item a source gives now: none yet while its answers are missing or the device
 * is offline (`waiting`), being worked out (`loading`: the call is on its way), none (the call
 * failed), or the item.
 */
export type FeedbackItem =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'ready'; item: number };

type Request = { path: string; body?: unknown; key: unknown };

/** What a processing call needs from the saved answers, or `null` while they are missing. */
export function processingRequest(
  call: ProcessingCall,
  profile: Profile,
  selected: ProfileData['selected_drugs'],
): Request | null {
  if (call === 'process_posnegs') {
    if (
      !isProfileValueSet(profile, 'positivesList') ||
      !isProfileValueSet(profile, 'negativesList')
    ) {
      return null;
    }
    const body = posnegsCounts(profile);
    return { path: `/processing/${call}`, body, key: body };
  }
  const inputs = feedbackInputsFromProfile(profile, selected);
  const required: readonly string[] = PROCESSING_FEEDBACK_INPUTS[call].required;
  if (!required.every((name) => Object.hasOwn(inputs, name))) return null;
  return { path: `/processing/${call}`, key: inputs };
}

/** The item of a source core computes from the profile: none until its answers are saved. */
function computedItem(
  source: Exclude<FeedbackSource, ProcessingCall>,
  profile: Profile,
): FeedbackItem {
  if (source === 'injunctive_overall') {
    if (!isProfileValueSet(profile, 'injunctiveNorms')) return { status: 'waiting' };
    return { status: 'ready', item: injunctiveOverall(profile.injunctiveNorms) };
  }
  if (profile.relationship_scores === null) return { status: 'waiting' };
  return { status: 'ready', item: relationshipFeedbackItem(source, profile.relationship_scores) };
}

function isProcessingCall(source: FeedbackSource): source is ProcessingCall {
  return (PROCESSING_CALLS as readonly string[]).includes(source);
}

/**
 * The feedback item of a source for the student's saved answers: a processing call's
 * `content_no` (asked once the answers it reads have reached the server), or a result core
 * computes (the injunctive overall result, the relationship items). A failed call is logged
 * and gives no item (docs/product.md §8).
 */
export function useFeedbackItem(source: FeedbackSource): FeedbackItem {
  const profile = useProfileStore((state) => state.profile);
  const selected = useProfileStore((state) => state.selected_drugs);
  const online = usePwaStore((state) => state.online);
  const call = isProcessingCall(source) ? source : null;
  const request = call === null ? null : processingRequest(call, profile, selected);
  const query = useQuery({
    queryKey: ['feedback', source, request?.key ?? null],
    enabled: request !== null,
    retry: 1,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      await commitQueue.idle();
      const target = request!;
      try {
        const response = await apiRequest(target.path, {
          method: target.body === undefined ? 'GET' : 'POST',
          body: target.body,
          schema: ProcessingResponseSchema,
          signal,
        });
        return response.content_no;
      } catch (error) {
        console.warn(`Feedback from ${target.path} is not available`, error);
        return null;
      }
    },
  });
  if (!isProcessingCall(source)) return computedItem(source, profile);
  if (request === null) return { status: 'waiting' };
  if (query.isPending) {
    return online && query.fetchStatus === 'fetching'
      ? { status: 'loading' }
      : { status: 'waiting' };
  }
  if (query.data === null || query.data === undefined) return { status: 'none' };
  return { status: 'ready', item: query.data };
}
