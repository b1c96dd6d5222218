import { useEffect, useRef, type RefObject } from "react";
import { ToastContainer, type CloseButtonProps } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import "./toast-container.css";
import { t, useMessages } from "./messages";
import { useMessages as useToastMessages } from "./toast-messages";

/** react-toastify's own close button, named in the interface language (its default is "close"). */
function CloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme} tap-target`}
      aria-label={t("close")}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * react-toastify names each toast's timer bar "notification timer", in English whatever the page's
 * language, and takes no other name: the bars inside `box` are named in the interface language as
 * they appear (a Nepali screen reader heard English in every toast, issue 27).
 */
function useTimerNames(box: RefObject<HTMLDivElement | null>, name: string) {
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const rename = () => {
      for (const bar of root.querySelectorAll(".Toastify__progress-bar[aria-label]"))
        if (bar.getAttribute("aria-label") !== name) bar.setAttribute("aria-label", name);
    };
    rename();
    const observer = new MutationObserver(rename);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [box, name]);
}

export default function Toasts() {
  const { t: say } = useMessages();
  const { t: toastSay } = useToastMessages();
  const box = useRef<HTMLDivElement>(null);
  useTimerNames(box, toastSay("timer"));
  return (
    <div ref={box}>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        closeButton={CloseButton}
        aria-label={say("notifications")}
      />
    </div>
  );
}
