import type { Messages } from "./text";

/** The browsing API: levels, subjects, categories, units and entrance subjects. */
export const catalogMessages = {
  "catalog.levelsNotFound": "The list of levels was not found.",
  "catalog.levelNotFound": "The level '{slug}' was not found.",
  "catalog.categoryNotFound": "The category '{category}' of '{subject}' was not found.",
  "catalog.entrancesNotFound": "The list of entrances was not found.",
  "catalog.entranceNotFound": "The entrance '{slug}' was not found.",
  "catalog.entranceSubjectNotFound": "Entrance subject {id} was not found.",
  "catalog.unitNotFound": "Unit {unit} of entrance subject {subject} was not found.",
  "catalog.onlyMcq": "Only MCQ units exist.",
  "catalog.unknownLanguage": "The language is en or ne.",
} as const satisfies Messages;
