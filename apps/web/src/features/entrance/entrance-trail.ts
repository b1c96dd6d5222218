import type { Crumb } from "../../components/ui/breadcrumbs";

/** The way back up from an entrance subject: its entrance's page (`/csit`, `/bca`), then the subject. */
export function entranceTrail(
  entrance: { slug: string; name: string } | undefined,
  subject: { id: number; title: string },
  unit?: string,
): Crumb[] {
  // A response cached before the entrance was part of it has none: the trail starts at the subject.
  const trail: Crumb[] = entrance ? [{ label: entrance.name, to: `/${entrance.slug}` }] : [];
  if (unit === undefined) return [...trail, { label: subject.title }];
  return [
    ...trail,
    { label: subject.title, to: `/mcq/subject/${encodeURIComponent(subject.title)}/${subject.id}` },
    { label: unit },
  ];
}
