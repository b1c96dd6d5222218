// The mock tests' calls, typed from their declarations in packages/contracts/src/mocks.ts: reads as
// TanStack Query options keyed from the endpoint, the one write through `call()`.
import type { PutSittingRequest } from "@tayari/contracts/mocks";
import { call } from "../../lib/api-client";
import {
  getMockPaper,
  getMockSitting,
  getMockStanding,
  listMyMocks,
  putMockSitting,
} from "../../lib/mock-schemas";
import { endpointQuery } from "../../lib/endpoint-query";

const input = (paper: string) => ({ params: { paper } });

export const mocksApi = {
  /** The papers the signed-in student has sat or is sitting (asked afresh each visit). */
  mine: () => ({ ...endpointQuery(listMyMocks), staleTime: 0 }),
  /** The paper and its questions in paper order (public, cached by the server like the year papers). */
  paper: (paper: string) => ({ ...endpointQuery(getMockPaper, input(paper)), staleTime: Infinity }),
  /** The signed-in student's running sitting of the paper, kept by the server for another device. */
  sitting: (paper: string) => ({
    ...endpointQuery(getMockSitting, input(paper)),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  }),
  /** Where the student stands among everyone who sat the paper (asked afresh each time). */
  standing: (paper: string) => ({
    ...endpointQuery(getMockStanding, input(paper)),
    staleTime: 0,
    gcTime: 0,
  }),
  /** Keeps where a running sitting is, for another device. */
  saveSitting: (paper: string, body: PutSittingRequest) =>
    call(putMockSitting, { ...input(paper), body }),
};
