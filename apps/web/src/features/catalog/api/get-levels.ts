import { useQuery } from "@tanstack/react-query";
import { getLevels } from "../../../lib/catalog-schemas";
import { endpointQuery } from "../../../lib/endpoint-query";
import { catalogQuery } from "../../../lib/catalog-language";
import { useLanguage, type Language } from "../../../lib/i18n";

export const levelsQueryOptions = (language: Language) =>
  endpointQuery(getLevels, { query: catalogQuery(language) });

/** Every level (Grade X, Grade XII, B.Sc.CSIT): the ways back from a school address that is not there. */
export const useLevels = () => useQuery(levelsQueryOptions(useLanguage()));
