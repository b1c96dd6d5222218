import { IMPORT_FORMATS, type ImportFormat } from "@tayari/contracts/import-report";
import type { Coded } from "../../../lib/codes";
import { useMessages } from "../messages";
import { fill } from "../../../components/ui/coded-text";
import { latin } from "./words";
import { FormField } from "../../../components/ui/form-field";

const FORMAT_NAMES: Record<ImportFormat, string> = {
  csv: "CSV",
  aiken: "Aiken (Moodle)",
  gift: "GIFT (Moodle)",
  "moodle-xml": "Moodle XML",
};

/** The question file and its format (found from the file's content, which the examiner may change). */
export function FileFields({
  format,
  onFile,
  onFormat,
  errors,
}: {
  format: ImportFormat;
  onFile: (file: File | undefined) => void;
  onFormat: (format: ImportFormat) => void;
  errors: Record<string, Coded[]>;
}) {
  const { t } = useMessages();
  return (
    <>
      <FormField
        label={t("questionFile")}
        hint={fill(t("questionFileHint"), {
          csv: latin("CSV"),
          aiken: latin("Aiken (.txt, .aiken)"),
          gift: latin("GIFT (.gift, .txt)"),
          xml: latin("Moodle XML (.xml)"),
        })}
        errors={[...(errors.text ?? []), ...(errors.file_name ?? []), ...(errors.encoding ?? [])]}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,.txt,.aiken,.gift,.xml"
            onChange={(e) => onFile(e.target.files?.[0])}
          />
        )}
      </FormField>
      <FormField label={t("format")} errors={errors.format}>
        {(control) => (
          <select
            {...control}
            value={format}
            onChange={(e) => onFormat(e.target.value as ImportFormat)}
          >
            {IMPORT_FORMATS.map((f) => (
              <option key={f} value={f} lang="en">
                {FORMAT_NAMES[f]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
