import { useMutation } from "@tanstack/react-query";
import type { EndpointAnswer } from "@tayari/contracts/endpoint";
import { previewExamList } from "@tayari/contracts/examiner-candidates";
import { call, type ApiError } from "../../../lib/api-client";

/** The allow-list as the site reads it (pasted, or a CSV file's text); nothing is saved. */
export function usePreviewExamList(slug: string) {
  return useMutation<EndpointAnswer<typeof previewExamList>, ApiError, string>({
    mutationFn: (text) => call(previewExamList, { params: { slug }, body: { text } }),
  });
}
