import { ResultScreen } from "../../features/results/components/result-screen";

export default ResultScreen;
