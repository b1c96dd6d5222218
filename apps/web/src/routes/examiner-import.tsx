import { useAuth } from "../features/auth/hooks/auth-store";
import { ImportPage } from "../features/catalog-import/components/import-page";
import { SignInFirst } from "../features/examiner/components/sign-in-first";

export default function ExaminerImportRoute() {
  return useAuth().user ? <ImportPage /> : <SignInFirst what="importQuestions" />;
}
