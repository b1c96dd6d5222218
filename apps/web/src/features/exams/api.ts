import {
  answerResponseSchema,
  attemptResponseSchema,
  banksResponseSchema,
  bankSummarySchema,
  examinerExamSchema,
  examinerExamsResponseSchema,
  meritResponseSchema,
  openExamsResponseSchema,
  resultResponseSchema,
  submitResponseSchema,
  type CreateBankRequest,
  type CreateExamRequest,
} from "@tayari/contracts/exams";
import { messageResponseSchema } from "@tayari/contracts/auth";
import { apiRequest } from "../../lib/api-client";

const exam = (slug: string) => `/exams/${encodeURIComponent(slug)}`;

export const examsApi = {
  openExams: () => apiRequest("/exams", { schema: openExamsResponseSchema }),
  start: (slug: string, accessCode?: string) =>
    apiRequest(`${exam(slug)}/attempt`, {
      method: "POST",
      body: accessCode ? { access_code: accessCode } : {},
      schema: attemptResponseSchema,
    }),
  answer: (slug: string, questionId: number, pick: string) =>
    apiRequest(`${exam(slug)}/attempt/answers/${questionId}`, {
      method: "PUT",
      body: { pick },
      schema: answerResponseSchema,
    }),
  submit: (slug: string) =>
    apiRequest(`${exam(slug)}/attempt/submit`, { method: "POST", schema: submitResponseSchema }),
  result: (slug: string) => apiRequest(`${exam(slug)}/result`, { schema: resultResponseSchema }),
};

export const examinerApi = {
  banks: () => apiRequest("/examiner/banks", { schema: banksResponseSchema }),
  uploadBank: (bank: CreateBankRequest) =>
    apiRequest("/examiner/banks", {
      method: "POST",
      body: bank,
      schema: bankSummarySchema,
    }),
  exams: () => apiRequest("/examiner/exams", { schema: examinerExamsResponseSchema }),
  createExam: (form: CreateExamRequest) =>
    apiRequest("/examiner/exams", { method: "POST", body: form, schema: examinerExamSchema }),
  merit: (slug: string) =>
    apiRequest(`/examiner${exam(slug)}/merit`, { schema: meritResponseSchema }),
  meritCsv: (slug: string) =>
    apiRequest<string>(`/examiner${exam(slug)}/merit?format=csv`, { text: true }),
  release: (slug: string) =>
    apiRequest(`/examiner${exam(slug)}/release`, { method: "POST", schema: messageResponseSchema }),
};
