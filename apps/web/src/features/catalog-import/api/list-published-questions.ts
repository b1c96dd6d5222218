import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { listPublishedQuestions } from "@tayari/contracts/catalog-import";
import { endpointQuery } from "../../../lib/endpoint-query";

/** A page of the questions this examiner published, newest first (the page before kept on screen while the next loads). */
export const publishedQuestionsQuery = (page: number) => ({
  ...endpointQuery(listPublishedQuestions, { query: { page } }),
  placeholderData: keepPreviousData,
});

export const usePublishedQuestions = (page: number) => useQuery(publishedQuestionsQuery(page));
