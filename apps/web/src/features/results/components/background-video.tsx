import { useReducedMotion } from "../../../lib/use-reduced-motion";

/** A looping, muted, decorative background; still (no video at all) for people who ask for less motion. */
export function BackgroundVideo({ name }: { name: "result" | "thankyou" }) {
  const reduced = useReducedMotion();
  if (reduced) return <div className={`video-backdrop still ${name}`} aria-hidden="true" />;
  return (
    <video
      className="video-backdrop"
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      data-testid="background-video"
    >
      <source src={`/media/${name}.webm`} type="video/webm" />
      <source src={`/media/${name}.mp4`} type="video/mp4" />
    </video>
  );
}
