import { useMutation, useQueryClient } from "@tanstack/react-query";
import { listPublishedQuestions, rewordCatalogOptions } from "@tayari/contracts/catalog-import";
import type { EndpointAnswer } from "@tayari/contracts/endpoint";
import { call, type ApiError } from "../../../lib/api-client";
import { endpointKey } from "../../../lib/endpoint-query";

export type Reworded = EndpointAnswer<typeof rewordCatalogOptions>;

/**
 * Gives a published question's options new words, option for option (decision 350):
 * `onReworded` hears the notice first; then the published list is asked again.
 */
export function useRewordOptions(
  question: { unit_id: number; question_id: number },
  onReworded: (done: Reworded) => void,
) {
  const queryClient = useQueryClient();
  return useMutation<Reworded, ApiError, string[]>({
    mutationFn: (options) =>
      call(rewordCatalogOptions, {
        params: { unit: question.unit_id, question: question.question_id },
        body: { options },
      }),
    onSuccess: async (done) => {
      onReworded(done);
      await queryClient.invalidateQueries({ queryKey: endpointKey(listPublishedQuestions) });
    },
  });
}
