import { useParams } from "react-router";
import { LevelPage } from "../../features/catalog/components/level-page";

export default function SchoolLevelRoute() {
  const { slug = "" } = useParams();
  return <LevelPage key={slug} levelSlug={slug} />;
}
