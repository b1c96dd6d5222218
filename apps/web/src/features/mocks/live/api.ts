// The live mocks' reads (packages/contracts/src/live-mocks.ts); the sitting is the exams' (/exams/{slug}).
import { getLiveStandings, listLiveMocks } from "@tayari/contracts/live-mocks";
import { endpointQuery } from "../../../lib/endpoint-query";

export const liveMocksApi = {
  /** Upcoming, open and recently closed live mocks, with this student's attempt (asked afresh each visit). */
  list: () => ({ ...endpointQuery(listLiveMocks), staleTime: 0 }),
  /** The standings after the close (fixed then: kept while the page is open). */
  standings: (slug: string) => ({
    ...endpointQuery(getLiveStandings, { params: { slug } }),
    retry: false,
  }),
};
