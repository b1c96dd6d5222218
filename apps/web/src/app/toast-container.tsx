import { ToastContainer, type CloseButtonProps } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import "./toast-container.css";
import { t, useMessages } from "./messages";

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

export default function Toasts() {
  const { t: say } = useMessages();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      closeButton={CloseButton}
      aria-label={say("notifications")}
    />
  );
}
