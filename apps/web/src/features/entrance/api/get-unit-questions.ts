import { useQuery } from "@tanstack/react-query";
import { getEntranceUnitQuestions } from "../../../lib/catalog-schemas";
import { endpointQuery } from "../../../lib/endpoint-query";
import { catalogQuery } from "../../../lib/catalog-language";
import { useLanguage, type Language } from "../../../lib/i18n";

/** A unit with its questions, each checked by the one question schema (the endpoint's). */
export const unitQuestionsQueryOptions = (
  subjectId: string,
  unitId: string,
  unitType: string,
  language: Language,
) =>
  endpointQuery(getEntranceUnitQuestions, {
    params: { id: subjectId, uid: unitId, utype: unitType },
    query: catalogQuery(language),
  });

export const useUnitQuestions = (subjectId: string, unitId: string, unitType: string) =>
  useQuery(unitQuestionsQueryOptions(subjectId, unitId, unitType, useLanguage()));
