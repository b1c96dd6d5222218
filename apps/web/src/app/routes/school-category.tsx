import { useParams } from "react-router";
import { CategoryPage } from "../../features/catalog/components/category-page";

export default function SchoolCategoryRoute() {
  const { slug = "", type = "" } = useParams();
  return <CategoryPage subjectSlug={slug} categorySlug={type} />;
}
