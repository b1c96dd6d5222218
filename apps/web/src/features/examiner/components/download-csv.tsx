import { fill } from "../../../components/ui/coded-text";
import { zoneId } from "../../../lib/bikram-sambat";
import { meritCsv } from "../api/get-merit";
import { useMessages } from "../messages";
import { FORMATS } from "./file-formats";

/** The merit list as a CSV file, its submitted times also on Nepal's clock, as the page shows them (decisions 84, 106). */
export function DownloadCsv({
  slug,
  onError,
}: {
  slug: string;
  onError: (error: unknown) => void;
}) {
  const { t } = useMessages();
  async function download() {
    const csv = await meritCsv(slug, zoneId());
    if (csv === null) return;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
    link.download = `${slug}-merit.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  }
  return (
    <button className="button" type="button" onClick={() => void download().catch(onError)}>
      {fill(t("downloadCsv"), FORMATS)}
    </button>
  );
}
