import { useQuery } from "@tanstack/react-query";
import { listOpenExams } from "@tayari/contracts/exam-sitting";
import { endpointQuery } from "../../../lib/endpoint-query";

/**
 * The exams open now (with this student's attempt at each) and the closed ones they sat; asked
 * afresh each visit: an exam may have opened or closed since.
 */
export const openExamsQuery = () => ({ ...endpointQuery(listOpenExams), staleTime: 0 });

export const useOpenExams = (enabled: boolean) => useQuery({ ...openExamsQuery(), enabled });
