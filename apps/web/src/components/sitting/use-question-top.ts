import { useEffect, useRef } from "react";

/** A new question opens at its top: a long one would otherwise open where the last was scrolled. */
export function useQuestionTop(index: number): void {
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    window.scrollTo({ top: 0 });
  }, [index]);
}
