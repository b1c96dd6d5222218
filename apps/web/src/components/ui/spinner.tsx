interface SpinnerProps {
  size?: number;
  color?: string;
  label?: string;
}

/** The loading indicator: size 50 and yellow where the specification asks for the page fallback. */
export function Spinner({ size = 50, color = "#f5c518", label = "Loading" }: SpinnerProps) {
  return (
    <span
      className="spinner"
      role="status"
      aria-label={label}
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
