import { useParams } from "react-router";
import { BankPage } from "../../features/examiner/components/bank-page";

export default function ExaminerBankRoute() {
  const { id = "" } = useParams();
  return <BankPage key={id} id={Number(id)} />;
}
