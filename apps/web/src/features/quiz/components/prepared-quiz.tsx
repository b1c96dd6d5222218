import type { ReactNode } from "react";
import { isConnectionFailure, waiting } from "../../../lib/connection";
import { PageSpinner } from "../../../components/ui/spinner";
import { SittingFrame } from "../../../components/sitting/sitting-frame";
import { MathWarmUp } from "../../../components/question/question-text";
import { contentLanguage, currentLanguage } from "../../../lib/i18n";
import { usePrepared } from "../hooks/use-prepared";
import { useMessages } from "../messages";

interface PreparedQuizProps<T> {
  attemptKey: string;
  prepare: () => Promise<T>;
  title: string;
  /** The title is content (a subject and section from the bank), not our words: marked with its language. */
  titleIsContent?: boolean;
  /** Lines under the title; a function gets the prepared value, or null while it loads. */
  info?: ReactNode | ((value: T | null) => ReactNode);
  children: (value: T) => ReactNode;
}

/** Why the questions could not be loaded, as the error said it; in Nepali, only if said in Nepali. */
const reasonShown = (reason: string | undefined) =>
  reason && (currentLanguage() === "en" || contentLanguage(reason) === "ne") ? reason : undefined;

/**
 * A quiz screen in the sitting's frame: the spinner while the questions load, the reason if they
 * cannot (offline, with the bank never fetched: the waiting screen), and the quiz.
 */
export function PreparedQuiz<T>({
  attemptKey,
  prepare,
  title,
  titleIsContent = false,
  info,
  children,
}: PreparedQuizProps<T>) {
  const { t } = useMessages();
  const prepared = usePrepared(attemptKey, prepare);
  const value = prepared.status === "ready" ? prepared.value : null;
  return (
    <SittingFrame
      title={title}
      titleLang={titleIsContent ? contentLanguage(title) : undefined}
      info={typeof info === "function" ? info(value) : info}
    >
      {prepared.status === "loading" ? (
        <>
          <PageSpinner />
          <MathWarmUp />
        </>
      ) : prepared.status === "error" ? (
        isConnectionFailure(prepared.error) ? (
          <waiting.Screen level={2} retry={prepared.retry} />
        ) : (
          <p role="alert">
            {t("sorry", { reason: reasonShown(prepared.message) ?? t("loadFailed") })}
          </p>
        )
      ) : (
        children(prepared.value)
      )}
    </SittingFrame>
  );
}
