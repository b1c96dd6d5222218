/**
 * The specification's rule: correct only when the chosen text equals the answer exactly. No
 * trimming or case folding, so the banks' typos are judged as the content validator reports them.
 */
export function isCorrect(chosen: string | null, answer: string): boolean {
  return chosen !== null && chosen === answer;
}
