import { useMessages } from "./messages";

interface SpinnerProps {
  size?: number;
  color?: string;
  label?: string;
}

/** The loading indicator: size 50 and yellow where the specification asks for the page fallback. */
export function Spinner({ size = 50, color = "#f5c518", label }: SpinnerProps) {
  const { t } = useMessages();
  return (
    <span
      className="spinner"
      role="status"
      aria-label={label ?? t("loading")}
      style={{ width: size, height: size, borderColor: `${color} transparent ${color} ${color}` }}
    />
  );
}

export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner size={50} color="#f5c518" />
    </div>
  );
}
