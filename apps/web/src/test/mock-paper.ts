import type { MockPaper } from "@tayari/contracts/mocks";

/** The first CSIT mock test as `GET /api/mocks/mock-1` describes it (its questions apart). */
export const MOCK_1: MockPaper = {
  slug: "mock-1",
  kind: "mock",
  number: 1,
  questions: 100,
  minutes: 120,
  profile: "csit",
  family: "csit",
};
