import { ImportPage } from "../../features/catalog-import/components/import-page";

/** /examiner/import (its route's gate lets only examiners in). */
export default function ExaminerImportRoute() {
  return <ImportPage />;
}
