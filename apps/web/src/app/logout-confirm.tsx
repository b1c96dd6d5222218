import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ConfirmDialog } from "../components/ui/confirm-dialog";
import { useMessages } from "./messages";

/**
 * Logging out mid-test: asks first, then leaves the test for "/" and ends the session only once "/"
 * has replaced the test's screen (while that page loads the test stays on screen, and its clock
 * would store its progress again). Fetched only when a test is running and Logout is pressed.
 */
export default function LogoutConfirm({
  logout,
  onClose,
}: {
  logout: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useMessages();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    if (!leaving || pathname !== "/" || done.current) return;
    done.current = true;
    void logout();
    onClose();
  }, [leaving, pathname, logout, onClose]);
  return (
    <ConfirmDialog
      open={!leaving}
      title={t("logoutQ")}
      confirmLabel={t("logOut")}
      cancelLabel={t("stay")}
      onConfirm={() => {
        setLeaving(true);
        navigate("/", { replace: true });
      }}
      onCancel={onClose}
    >
      <p>{t("lost")}</p>
    </ConfirmDialog>
  );
}
