import { useQuery } from "@tanstack/react-query";
import { attemptReviewResponseSchema, attemptsResponseSchema } from "@tayari/contracts/attempts";
import {
  progressResponseSchema,
  reviewResponseSchema,
  weakTopicsResponseSchema,
} from "@tayari/contracts/progress";
import { apiRequest } from "../../../lib/api-client";
import { flushAttempts } from "../attempt-queue";

/** Whatever is still queued in this browser goes first, so the figures include it. */
const afterQueued = async <T>(read: () => Promise<T>) => {
  await flushAttempts();
  return read();
};

export const useProgress = () =>
  useQuery({
    queryKey: ["me", "progress"],
    queryFn: () =>
      afterQueued(() => apiRequest("/me/progress", { schema: progressResponseSchema })),
  });

export const useRecentAttempts = () =>
  useQuery({
    queryKey: ["me", "attempts"],
    queryFn: () =>
      afterQueued(() => apiRequest("/me/attempts?limit=10", { schema: attemptsResponseSchema })),
  });

export const useAttemptReview = (id: string) =>
  useQuery({
    queryKey: ["me", "attempt", id],
    queryFn: () =>
      apiRequest(`/me/attempts/${encodeURIComponent(id)}`, { schema: attemptReviewResponseSchema }),
  });

export const useDueReview = () =>
  useQuery({
    queryKey: ["me", "review"],
    queryFn: () => afterQueued(() => apiRequest("/me/review", { schema: reviewResponseSchema })),
  });

export const fetchWeakTopics = () =>
  apiRequest("/me/weak-topics", { schema: weakTopicsResponseSchema });
export const fetchDueReview = () => apiRequest("/me/review", { schema: reviewResponseSchema });
