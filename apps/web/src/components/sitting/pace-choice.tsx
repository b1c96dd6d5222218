import { useEffect, useId, useState } from "react";
import { usePace, usePaceWaiting } from "../../lib/pace";
import { signedInUserId, type Pace } from "../../lib/storage";
import { useMessages } from "./pace-messages";

/**
 * On a practice mode's start screen: move on by itself after the mode's delay (the specification's,
 * the default) or stay until Next, with what Hold does; remembered per student (decision 0492), on
 * the account when signed in (decision 0496), or waiting on this device while offline (decision 0499).
 */
export function PaceChoice({ revealMs }: { revealMs: number }) {
  const { t } = useMessages();
  const [pace, setPace] = usePace();
  const waiting = usePaceWaiting();
  const name = useId();
  // In a prerendered page (the CSIT landing) a tap before the page has hydrated would be lost: the
  // choice can be made once the page answers.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const seconds = revealMs / 1000;
  const option = (value: Pace, label: string) => (
    <label className="pace-option">
      <input
        type="radio"
        name={name}
        value={value}
        checked={pace === value}
        disabled={!live}
        onChange={() => setPace(value)}
      />{" "}
      {label}
    </label>
  );
  return (
    <fieldset className="pace-choice">
      <legend>{t("paceLegend")}</legend>
      {option("move-on", t("paceMoveOn", { seconds }))}
      {option("stay", t("paceStay"))}
      <p className="hint" aria-live="polite">
        {pace === "stay" ? t("paceStayHint") : t("paceMoveOnHint")}{" "}
        {/* A signed-in student's choice is on the account (decision 0496), a guest's on the device. */}
        {live && signedInUserId() !== null
          ? t(waiting ? "paceWaiting" : "paceOnAccount")
          : t("paceRemembered")}
      </p>
    </fieldset>
  );
}
