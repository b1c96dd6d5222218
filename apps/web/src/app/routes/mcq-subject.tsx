import { useParams } from "react-router";
import { SubjectUnits } from "../../features/entrance/components/subject-units";

export default function McqSubjectRoute() {
  const { title = "", id = "" } = useParams();
  return <SubjectUnits key={id} title={title} subjectId={id} />;
}
