import { useQuery } from "@tanstack/react-query";
import { getSubjects } from "../../../lib/catalog-schemas";
import { endpointQuery } from "../../../lib/endpoint-query";
import { catalogQuery } from "../../../lib/catalog-language";
import { useLanguage, type Language } from "../../../lib/i18n";

export const subjectsQueryOptions = (levelSlug: string, language: Language) =>
  endpointQuery(getSubjects, { params: { slug: levelSlug }, query: catalogQuery(language) });

export const useSubjects = (levelSlug: string) =>
  useQuery(subjectsQueryOptions(levelSlug, useLanguage()));
