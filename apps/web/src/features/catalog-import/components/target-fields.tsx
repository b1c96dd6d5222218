import type { ImportTargetsResponse } from "@tayari/contracts/catalog-import";
import type { Coded } from "../../../lib/codes";
import { contentLanguage } from "../../../lib/i18n";
import { useMessages } from "../messages";
import { fill } from "../../../components/ui/coded-text";
import { latin } from "./words";
import { FormField } from "../../../components/ui/form-field";

type Level = ImportTargetsResponse["levels"][number];

/** What the examiner picked: a level, a subject, and a unit or "a new unit in an item". */
export interface TargetChoice {
  levelSlug: string;
  subjectSlug: string;
  /** `unit:<id>` or `new:<item slug>`; empty: the subject's first unit. */
  choice: string;
  unitName: string;
  /** The new unit's address as typed; null: made from its name. */
  unitSlug: string | null;
}

export const NO_TARGET: TargetChoice = {
  levelSlug: "",
  subjectSlug: "",
  choice: "",
  unitName: "",
  unitSlug: null,
};

/** A new unit's address from its name: a-z and 0-9 joined by hyphens (none for a Devanagari name). */
const slugFrom = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The choice worked out against the catalog: the unit's address (`into`) and what it names. */
export function resolveChoice(levels: readonly Level[] | undefined, pick: TargetChoice) {
  const level = levels?.find((l) => l.slug === pick.levelSlug) ?? levels?.[0];
  const subject = level?.subjects.find((s) => s.slug === pick.subjectSlug) ?? level?.subjects[0];
  const firstUnit = subject?.items.flatMap((i) => i.units)[0];
  const chosen = pick.choice || (firstUnit ? `unit:${firstUnit.id}` : "");
  const [kind, key] = chosen.split(":") as ["unit" | "new" | "", string | undefined];
  const item =
    kind === "new"
      ? subject?.items.find((i) => i.slug === key)
      : subject?.items.find((i) => i.units.some((u) => String(u.id) === key));
  const unit = kind === "unit" ? item?.units.find((u) => String(u.id) === key) : undefined;
  const isNew = kind === "new";
  const newSlug = pick.unitSlug ?? slugFrom(pick.unitName);
  const into =
    subject && item ? `${subject.slug}/${item.slug}/${isNew ? newSlug : (unit?.slug ?? "")}` : "";
  return { level, subject, chosen, isNew, newSlug, into };
}

/** Level, subject, unit (or a new unit's name and address). */
export function TargetFields({
  levels,
  pick,
  onChange,
  errors,
}: {
  levels: readonly Level[] | undefined;
  pick: TargetChoice;
  onChange: (pick: TargetChoice) => void;
  errors: Record<string, Coded[]>;
}) {
  const { t, plural } = useMessages();
  const { level, subject, chosen, isNew, newSlug } = resolveChoice(levels, pick);
  const set = (change: Partial<TargetChoice>) => onChange({ ...pick, ...change });
  return (
    <>
      <FormField label={t("level")}>
        {(control) => (
          <select
            {...control}
            value={level?.slug ?? ""}
            onChange={(e) => set({ levelSlug: e.target.value, subjectSlug: "", choice: "" })}
          >
            {levels?.map((l) => (
              <option key={l.slug} value={l.slug} lang={contentLanguage(l.name)}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t("subject")}>
        {(control) => (
          <select
            {...control}
            value={subject?.slug ?? ""}
            onChange={(e) => set({ subjectSlug: e.target.value, choice: "" })}
          >
            {level?.subjects.map((s) => (
              <option key={s.slug} value={s.slug} lang={contentLanguage(s.name)}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t("unit")} errors={isNew ? undefined : errors.into}>
        {(control) => (
          <select {...control} value={chosen} onChange={(e) => set({ choice: e.target.value })}>
            {subject?.items.map((i) => (
              <optgroup key={i.slug} label={i.name}>
                {i.units.map((u) => (
                  <option key={u.id} value={`unit:${u.id}`}>
                    {plural("unitOption", u.question_count, { name: u.name })}
                  </option>
                ))}
                <option value={`new:${i.slug}`}>{t("newUnitIn", { item: i.name })}</option>
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      {isNew && (
        <>
          <FormField
            label={t("newUnitName")}
            hint={t("newUnitNameHint")}
            errors={errors.unit_name}
            input={{
              value: pick.unitName,
              maxLength: 120,
              onChange: (e) => set({ unitName: e.target.value }),
            }}
          />
          <FormField
            label={t("newUnitAddress")}
            hint={fill(t("newUnitAddressHint"), { example: latin("light-and-optics") })}
            errors={errors.into}
            input={{
              lang: "en",
              value: newSlug,
              onChange: (e) => set({ unitSlug: e.target.value }),
            }}
          />
        </>
      )}
    </>
  );
}
