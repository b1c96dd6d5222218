import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import type { Passage } from "@tayari/contracts/question";

/**
 * The passages of the paper, unit or review on screen (decision 174): each sent once beside its
 * questions, which name it by id. A screen that may draw passage questions provides them here;
 * the question component finds a question's own. The drawing itself (passage-view.tsx) is loaded
 * only where there are passages, and a provider given some starts loading it at once: the quizzes
 * of banks without passages carry none of its code.
 */
const PassageContext = createContext<ReadonlyMap<string, Passage>>(new Map());

/** The passage view's code, fetched once. */
export const loadPassageView = () => import("./passage-view");

export function PassagesProvider({
  passages,
  children,
}: {
  passages: readonly Passage[] | undefined;
  children: ReactNode;
}) {
  const byId = useMemo(() => {
    if (passages?.length) void loadPassageView();
    return new Map((passages ?? []).map((p) => [p.id, p]));
  }, [passages]);
  return createElement(PassageContext.Provider, { value: byId }, children);
}

/** The passage a question stands on, if the screen has it. */
export const usePassage = (id: string | undefined): Passage | undefined => {
  const byId = useContext(PassageContext);
  return id === undefined ? undefined : byId.get(id);
};
