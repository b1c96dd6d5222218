/**
 * The site's own questions checked by the students' answers (issue 44, point 4; issue 65, point 2).
 * Practice answers come from students of every ability with no shared paper, so "the rest of the
 * paper" is the student's ability in the question's subject.
 *
 * The test: does a wrong option draw the students who know? Each question's answers are fitted by
 * maximum likelihood (`content-suspects-fit.ts`): as a sound question and with one wrong option
 * drawing a share s of those who know. An option is suspect where the second fits markedly better
 * (likelihood ratio at least SUSPECT_LR, the share at least MIN_DRAWN_SHARE) or where choosing it
 * rises with ability beyond chance (its point-biserial with ability, by Fisher's z, at least
 * RISING_Z: a sound distractor can only fall). It is named "check the key" only where the option
 * draws most of those who know (KEY_SHARE), credibly more than a strong distractor would
 * (STRONG_SHARE, at the 0.1% level), and choosing the key itself goes with lower ability (its
 * point-biserial at most zero: decision 430); every other suspect option is "check the
 * distractor", however strongly it draws. A key that goes with lower ability by 3 standard errors
 * is "check the key" on its own. Each answer is judged with the student's ability from their other
 * answers. Decisions 420, 423 and 430 give the rules and the grid they were measured on; decision
 * 203 the abilities.
 */
import {
  fitKnowing,
  prepare,
  type Fit,
  type Prepared,
  type SlopePrior,
  type SuspectQuestion,
} from "./content-suspects-fit";
import { refineAbilities, slopePrior } from "./refine-abilities";
import { correlationBy, mean } from "./statistics";

/** Below this many answers a question is not judged (decision 161). */
export const MIN_ANSWERS = 100;

/**
 * The likelihood ratio (2 x the gain in log-likelihood) that flags an option. Under a sound question
 * it is exceeded by chance about once in 140 per option (half a chi-square of one degree of freedom,
 * the share being bounded at 0).
 */
export const SUSPECT_LR = 6;

/**
 * The least share of those who know an option must be fitted to draw for its likelihood ratio to
 * flag it (decision 423): a distractor drawing a few in a hundred of those who know is not worth
 * an author's look, and on a question nearly everyone knows such a share is a handful of answers.
 * The broken distractors draw 25% and more.
 */
export const MIN_DRAWN_SHARE = 0.15;

/**
 * Fewer answers than this on the key: a likelihood ratio flags an option only where it names the
 * key (decision 428). With no guessing, a question one in twenty knows has its key chosen by about
 * ten of 200, and the fits' "those who know" are a handful: sound ones were flagged 5-15 times as
 * often as the ratio's level says.
 */
export const MIN_KEY_CHOSEN = 20;

/**
 * Fisher's z of a wrong option's point-biserial with ability that flags it: those who know never
 * choose a sound distractor, so choosing it falls with ability (or stays flat on a question that
 * barely separates); rising this far is about once in 160 by chance on a flat one.
 */
export const RISING_Z = 2.5;

/**
 * The most of those who know a distractor is taken to draw while the key is still right: an option
 * is named as the right one ("check the key") only where it draws credibly more (the fit holding
 * its share here worse by KEY_LR, the 0.1% level of a chi-square of one degree of freedom) and at
 * least KEY_SHARE: a claim that invites an author to change a key asks for stronger evidence than
 * "check the distractor" (decision 423). Between, the answers cannot tell a wrong key from a strong
 * distractor, and the option is "check the distractor".
 */
export const STRONG_SHARE = 0.6;
export const KEY_SHARE = 0.75;
export const KEY_LR = 10.83;

/**
 * The abler third's rule for a wrong key on a question nearly everyone knows (where ability tells
 * little) applies only where the key itself is chosen by fewer than RIVAL_FACILITY of all and the
 * one wrong option by at least RIVAL_SHARE of all: on a question nearly nobody knows, the key is
 * rare too, but the answers spread over the wrong options.
 */
const RIVAL_FACILITY = 0.1;
const RIVAL_SHARE = 0.75;

/** A key that goes with lower ability by this many standard errors is suspect on its own. */
const KEY_AGAINST_ABILITY_Z = 3;

export interface OptionFigures {
  option: number;
  chose: number;
  share: number;
  /** Mean ability of those who chose it; null when nobody did. */
  meanAbility: number | null;
  /** Correlation of choosing it with ability. */
  r: number | null;
  /**
   * For a wrong option: the share of those who know the answer that it draws (fitted), and how much
   * better the answers fit with that share than without it (likelihood ratio).
   */
  drawsKnowers: number | null;
  lr: number | null;
  /**
   * For a wrong option drawing more than STRONG_SHARE of those who know: how much worse the answers
   * fit with its share held at STRONG_SHARE (likelihood ratio); large: it may be the right one.
   */
  keyLr: number | null;
  /** How many of the abler third (by ability) chose it. */
  topThird: number;
}

export type SuspectReason =
  /** Those who know chose `option` rather than the key, or the key goes with lower ability (null). */
  | { code: "check-key"; option: number | null }
  /** Many who know chose `option`: it may be right too, or read as right. */
  | { code: "check-distractor"; option: number };

export interface SuspectReport {
  id: string;
  answers: number;
  facility: number;
  /** Correlation of choosing a key with ability: the question's discrimination. */
  keyR: number | null;
  options: OptionFigures[];
  /** False below the answers needed (`needed` more) or for a dropped question: figures, no reason. */
  judged: boolean;
  needed: number;
  reasons: SuspectReason[];
}

/** The gain under which a start of `fitDrawn` is taken as far enough up its hill to compare. */
const ROUGH = 0.01;

/**
 * The best of three starts: from the sound fit with a small share and a large one, and as if all
 * who chose the key or the option knew (the likelihood can have a ridge, and from the sound fit
 * alone EM can stay where the option draws nobody).
 */
function fitDrawn(q: Prepared, option: number, sound: Fit, prior: SlopePrior | null): Fit {
  const counts = q.counts;
  let keyed = 0;
  for (let o = 0; o < q.options; o++) if (q.accepted[o]) keyed += counts[o]!;
  const both = keyed + counts[option]!;
  const known = Math.min(0.95, Math.max(0.05, both / Math.max(1, q.n)));
  const rest = Math.max(1, q.n - both);
  const fresh: Fit = {
    logLikelihood: -Infinity,
    share: 0,
    intercept: Math.log(known / (1 - known)),
    slope: Math.max(1, sound.slope),
    pull: Array.from(counts, (c, o) =>
      q.accepted[o] || o === option ? 0.1 : (c + 1) / (rest + q.options),
    ),
  };
  const starts = [
    { start: sound, startShare: 0.2 },
    { start: sound, startShare: 0.8 },
    { start: fresh, startShare: both ? Math.min(0.95, counts[option]! / both) : 0.5 },
  ];
  // Each start climbs until a cycle gains under ROUGH; the best is then fitted to convergence.
  const best = starts
    .map(({ start, startShare }) =>
      fitKnowing(q, { drawn: option, start, startShare, prior, tolerance: ROUGH }),
    )
    .reduce((best, fit) => (fit.logLikelihood > best.logLikelihood ? fit : best));
  return fitKnowing(q, { drawn: option, start: best, startShare: best.share, prior });
}

/**
 * The figures of one question's answers, whatever their number; `fits` adds the model's. `start`:
 * a sound fit of the same answers already made (without the prior) to climb from.
 */
export function optionFigures(
  question: SuspectQuestion,
  fits = true,
  prior: SlopePrior | null = null,
  start?: Fit,
): SuspectReport {
  const { answers, key } = question;
  const abilities = answers.map((a) => a.ability);
  const accepted = new Set(key.accepted);
  const isKey = answers.map((a) => (a.pick !== null && accepted.has(a.pick) ? 1 : 0));
  const abilityMean = mean(abilities);
  const chose = new Float64Array(question.options);
  const abilitySum = new Float64Array(question.options);
  for (const a of answers)
    if (a.pick !== null && a.pick >= 0 && a.pick < question.options) {
      chose[a.pick]! += 1;
      abilitySum[a.pick]! += a.ability;
    }
  // The abler third (by ability; equal abilities in the order given).
  const order = Uint32Array.from(answers.keys()).sort(
    (a, b) => abilities[b]! - abilities[a]! || a - b,
  );
  const topThird = new Float64Array(question.options);
  for (let i = 0; i < Math.round(answers.length / 3); i++) {
    const pick = answers[order[i]!]!.pick;
    if (pick !== null && pick >= 0 && pick < question.options) topThird[pick]! += 1;
  }
  const q = fits && !key.dropped ? prepare(answers, question.options, key.accepted) : null;
  const sound = q ? fitKnowing(q, { drawn: null, prior, start }) : null;
  const options = Array.from({ length: question.options }, (_, option): OptionFigures => {
    const fit = q && sound && !accepted.has(option) ? fitDrawn(q, option, sound, prior) : null;
    const strong =
      q && fit && fit.share > STRONG_SHARE
        ? fitKnowing(q, { drawn: option, start: fit, fixedShare: STRONG_SHARE, prior })
        : null;
    return {
      option,
      chose: chose[option]!,
      share: answers.length ? chose[option]! / answers.length : 0,
      meanAbility: chose[option] ? abilitySum[option]! / chose[option]! : null,
      r: correlationBy((i) => (answers[i]!.pick === option ? 1 : 0), abilities, abilityMean),
      drawsKnowers: fit ? fit.share : null,
      lr: fit && sound ? Math.max(0, 2 * (fit.logLikelihood - sound.logLikelihood)) : null,
      keyLr: fit && strong ? Math.max(0, 2 * (fit.logLikelihood - strong.logLikelihood)) : null,
      topThird: topThird[option]!,
    };
  });
  return {
    id: question.id,
    answers: answers.length,
    facility: answers.length ? isKey.reduce<number>((s, k) => s + k, 0) / answers.length : 0,
    keyR: correlationBy((i) => isKey[i]!, abilities, abilityMean),
    options,
    judged: false,
    needed: 0,
    reasons: [],
  };
}

/** Fisher's z of a correlation as a normal deviate. */
const deviate = (r: number, n: number) =>
  n > 3 ? Math.atanh(Math.max(-0.999999, Math.min(0.999999, r))) * Math.sqrt(n - 3) : 0;

/** The reasons to look at a question; none for a dropped question or below `minAnswers`. */
export function judgeQuestion(
  question: SuspectQuestion,
  minAnswers = MIN_ANSWERS,
  threshold = SUSPECT_LR,
  prior: SlopePrior | null = null,
  start?: Fit,
): SuspectReport {
  const enough = !question.key.dropped && question.answers.length >= minAnswers;
  const report = optionFigures(question, enough, prior, start);
  if (!enough)
    return {
      ...report,
      needed: question.key.dropped ? 0 : minAnswers - question.answers.length,
    };
  const reasons: SuspectReason[] = [];
  const n = report.answers;
  const rising = (o: OptionFigures) => o.r !== null && deviate(o.r, n) >= RISING_Z;
  // Where few chose the key, those who know are a handful and the likelihood ratio is not the
  // chi-square it is taken for: it flags an option there only where it names the key (decision 428).
  const accepted = new Set(question.key.accepted);
  const keyChosen = report.options
    .filter((o) => accepted.has(o.option))
    .reduce((s, o) => s + o.chose, 0);
  const namesKey = (o: OptionFigures) =>
    o.drawsKnowers! >= KEY_SHARE && o.keyLr !== null && o.keyLr >= KEY_LR;
  const byRatio = (o: OptionFigures) =>
    o.lr! >= threshold &&
    o.drawsKnowers! >= MIN_DRAWN_SHARE &&
    (keyChosen >= MIN_KEY_CHOSEN || namesKey(o));
  const flagged = report.options.filter(
    (o) => o.lr !== null && o.drawsKnowers! > 0 && (byRatio(o) || rising(o)),
  );
  // The key is called wrong by the fits only where its own answers say so too (decision 430): a
  // wrong key is chosen by those who do not know, so choosing it goes with lower ability. A key
  // that nobody chose, or whose choosing rises with ability, is not shown wrong by the answers:
  // on a question few know, the handful who know can all have chosen a strong distractor.
  const keyFalls = report.keyR !== null && report.keyR <= 0;
  const preferred = flagged
    .filter(namesKey)
    .reduce<OptionFigures | null>((best, o) => (!best || o.lr! > best.lr! ? o : best), null);
  // Where nearly everyone knows, ability tells little: most of the abler third chose one wrong
  // option, three times as often as the key, and three in four of everyone chose that option;
  // the key goes with lower ability (or nobody chose it) and hardly anyone chose it at all; and
  // choosing the option rises with ability, as the right answer's does (decision 430: on a very
  // hard question a distractor drawing most of those who do not know falls with it). Where
  // nobody chose the key, nothing on the key's side says it is wrong: the option must then rise
  // beyond chance (RISING_Z, as a suspect distractor must), or every one of the abler third
  // chose it (where nearly everyone did, the handful left cannot show a rise). Decision 433:
  // under weak-only practice, on a very hard question, a distractor most of those who do not
  // know choose can rise with ability by chance while the few who know, the abler, choose others.
  const topCount = report.options.reduce((s, o) => s + o.topThird, 0);
  const keyTop = report.options
    .filter((o) => accepted.has(o.option))
    .reduce((s, o) => s + o.topThird, 0);
  const rival = report.options
    .filter((o) => !accepted.has(o.option))
    .reduce((a, b) => (b.topThird > a.topThird ? b : a));
  const rivalKey =
    report.facility < RIVAL_FACILITY &&
    rival.share >= RIVAL_SHARE &&
    rival.topThird > topCount / 2 &&
    rival.topThird >= 3 * keyTop &&
    (report.keyR ?? 0) <= 0 &&
    (keyChosen > 0
      ? (rival.r ?? 0) > 0
      : deviate(rival.r ?? 0, n) >= RISING_Z || rival.topThird === topCount);
  const keyOption = keyFalls && preferred ? preferred : rivalKey ? rival : null;
  if (keyOption) reasons.push({ code: "check-key", option: keyOption.option });
  for (const o of flagged)
    if (o !== keyOption) reasons.push({ code: "check-distractor", option: o.option });
  const against = deviate(report.keyR ?? 0, n) <= -KEY_AGAINST_ABILITY_Z;
  if (against && !reasons.some((r) => r.code === "check-key"))
    reasons.unshift({ code: "check-key", option: null });
  return { ...report, judged: true, reasons };
}

/** How strongly a report calls for a look, to order the list. */
const strength = (r: SuspectReport) =>
  Math.max(0, ...r.options.map((o) => o.lr ?? 0), (-deviate(r.keyR ?? 0, r.answers)) ** 2);

/** Every question judged (or not, with the answers it still needs), in the order given. */
export function judgeQuestions(
  questions: readonly SuspectQuestion[],
  minAnswers = MIN_ANSWERS,
  threshold = SUSPECT_LR,
  pooled = true,
): SuspectReport[] {
  const enough = (list: readonly SuspectQuestion[]) =>
    list.filter((q) => q.answers.length >= minAnswers);
  // The abilities made sharper by every judged answer of the same student, then judged by them.
  const refined = refineAbilities(questions, minAnswers, slopePrior(enough(questions)), pooled);
  const prior = slopePrior(enough(refined));
  return refined.map((q) => judgeQuestion(q, minAnswers, threshold, prior));
}

/** The suspects among many questions: those with a reason, the strongest first. */
export function contentSuspects(
  questions: readonly SuspectQuestion[],
  minAnswers = MIN_ANSWERS,
  threshold = SUSPECT_LR,
): SuspectReport[] {
  return judgeQuestions(questions, minAnswers, threshold)
    .filter((r) => r.reasons.length > 0)
    .sort((a, b) => strength(b) - strength(a));
}
