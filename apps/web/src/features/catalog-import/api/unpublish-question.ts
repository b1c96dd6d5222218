import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  getImportTargets,
  listPublishedQuestions,
  unpublishCatalogQuestion,
} from "@tayari/contracts/catalog-import";
import type { EndpointAnswer } from "@tayari/contracts/endpoint";
import { call, type ApiError } from "../../../lib/api-client";
import { endpointKey } from "../../../lib/endpoint-query";

export type Unpublished = EndpointAnswer<typeof unpublishCatalogQuestion>;

/**
 * Takes a published question out of its unit (decision 0082): `onUnpublished` hears the notice
 * first; then the published list and the units' counts are asked again.
 */
export function useUnpublishQuestion(
  question: { unit_id: number; question_id: number },
  onUnpublished: (done: Unpublished) => void,
) {
  const queryClient = useQueryClient();
  return useMutation<Unpublished, ApiError>({
    mutationFn: () =>
      call(unpublishCatalogQuestion, {
        params: { unit: question.unit_id, question: question.question_id },
      }),
    onSuccess: async (done) => {
      onUnpublished(done);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(listPublishedQuestions) }),
        queryClient.invalidateQueries({ queryKey: endpointKey(getImportTargets) }),
      ]);
    },
  });
}
