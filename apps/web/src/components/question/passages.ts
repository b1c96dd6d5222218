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

type PassageViewModule = typeof import("./passage-view");
let loaded: PassageViewModule | null = null;

/** The passage view's code, fetched once. */
export const loadPassageView = () => import("./passage-view").then((module) => (loaded = module));

/**
 * The passage view's code once it has arrived (a provider with passages asks for it at once), so
 * a question draws its passage in the same frame; null before, when the question waits for it.
 */
export const loadedPassageView = () => loaded;

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
