import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import {
  getAttemptReview,
  getAttempts,
  getNextStep,
  getProgress,
  getReadiness,
  getReview,
  getWeakTopics,
} from "../../../lib/progress-schemas";
import { endpointKey, endpointQuery } from "../../../lib/endpoint-query";
import { flushAttempts } from "../attempt-queue";
import { RECENT_LIMIT } from "./answers";

/** Whatever is still queued in this browser goes first, so the figures include it. */
const afterQueued = async <T>(read: () => Promise<T>) => {
  await flushAttempts();
  return read();
};

export const useProgress = () =>
  useQuery(
    queryOptions({
      queryKey: endpointKey(getProgress),
      queryFn: ({ signal }) => afterQueued(() => call(getProgress, {}, { signal })),
    }),
  );

export const useReadiness = () =>
  useQuery(
    queryOptions({
      queryKey: endpointKey(getReadiness),
      queryFn: ({ signal }) => afterQueued(() => call(getReadiness, {}, { signal })),
    }),
  );

const RECENT = { query: { limit: RECENT_LIMIT } };
export const useRecentAttempts = () =>
  useQuery(
    queryOptions({
      queryKey: endpointKey(getAttempts, RECENT),
      queryFn: ({ signal }) => afterQueued(() => call(getAttempts, RECENT, { signal })),
    }),
  );

export const useAttemptReview = (id: string) =>
  useQuery(endpointQuery(getAttemptReview, { params: { id } }));

export const useDueReview = () =>
  useQuery(
    queryOptions({
      queryKey: endpointKey(getReview),
      queryFn: ({ signal }) => afterQueued(() => call(getReview, {}, { signal })),
    }),
  );

export const fetchWeakTopics = () => call(getWeakTopics);
export const fetchDueReview = () => call(getReview);
export const fetchNextStep = () => call(getNextStep);
