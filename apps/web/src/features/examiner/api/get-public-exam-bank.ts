import { useQuery } from "@tanstack/react-query";
import { getPublicExamBank, type PUBLIC_EXAM_BANKS } from "@tayari/contracts/exam-banks";
import { endpointQuery } from "../../../lib/endpoint-query";

export type PublicBankName = (typeof PUBLIC_EXAM_BANKS)[number];

/** How many questions of a public practice bank are read at a time (the entrance bank has 1,000+). */
export const PUBLIC_PAGE = 20;

/** A page of a public practice bank as students will see it; a bank changes only with a deployment. */
export const publicBankPageQuery = (name: PublicBankName, offset: number) => ({
  ...endpointQuery(getPublicExamBank, {
    params: { name },
    query: { offset, limit: PUBLIC_PAGE },
  }),
  staleTime: Infinity,
});

export const usePublicBankPage = (name: PublicBankName, offset: number, enabled = true) =>
  useQuery({ ...publicBankPageQuery(name, offset), enabled });
