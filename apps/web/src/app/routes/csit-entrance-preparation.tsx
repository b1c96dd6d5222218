import { EntrancePreparationHome } from "../../features/landings/components/entrance-preparation-home";

export default EntrancePreparationHome;
