import { ThankYou } from "../../features/results/components/thank-you";

export default ThankYou;
