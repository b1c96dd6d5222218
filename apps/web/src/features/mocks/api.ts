// The mock tests' calls. packages/contracts/src/mocks.ts is still schema-style: these go by path
// (apiRequest) with its schemas until it declares them as endpoint()s (issue 27), then `call()`.
import {
  getSittingResponseSchema,
  mockPaperResponseSchema,
  putSittingResponseSchema,
  standingResponseSchema,
  type PutSittingRequest,
} from "@tayari/contracts/mocks";
import { apiRequest } from "../../lib/api-request";

const paper = (slug: string) => encodeURIComponent(slug);

export const mocksApi = {
  /** The paper and its questions in paper order (public, cached by the server like the year papers). */
  paper: (slug: string) => apiRequest(`/mocks/${paper(slug)}`, { schema: mockPaperResponseSchema }),
  /** The signed-in student's running sitting of the paper, kept by the server for another device. */
  sitting: (slug: string) =>
    apiRequest(`/me/mocks/${paper(slug)}/sitting`, { schema: getSittingResponseSchema }),
  saveSitting: (slug: string, body: PutSittingRequest) =>
    apiRequest(`/me/mocks/${paper(slug)}/sitting`, {
      method: "PUT",
      body,
      schema: putSittingResponseSchema,
    }),
  standing: (slug: string) =>
    apiRequest(`/me/mocks/${paper(slug)}/standing`, { schema: standingResponseSchema }),
};
