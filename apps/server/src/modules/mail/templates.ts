/**
 * Every mail the site sends, in English and Nepali. Each message is written once, as a few
 * paragraphs, one link and the reason it was sent; `renderMail` turns that one template into both
 * the plain-text and the HTML part, so the two cannot say different things.
 *
 * A template takes only what the site itself made (links on PUBLIC_URL): never a name or any other
 * text a user typed, so nobody can make the site mail their words to someone else (decision 0040).
 * The one exception is an exam's title in the results mails, cut to a line with no link in it
 * (`mailTitle`, decision 0475).
 */
import { liveMockEntrance } from "@tayari/contracts/live-mocks";
import { EXAM, LIVE_MOCK_BCA, LIVE_MOCK_CSIT } from "@tayari/contracts/names";
import {
  EXAM as EXAM_NE,
  LIVE_MOCK_BCA as LIVE_MOCK_BCA_NE,
  LIVE_MOCK_CSIT as LIVE_MOCK_CSIT_NE,
} from "@tayari/contracts/names.ne";
import { escapeHtml } from "../../lib/escape-html";

export type MailLanguage = "en" | "ne";

interface MailContent {
  subject: string;
  /** Paragraphs before the link. */
  lead: string[];
  /** The one thing the mail asks for: the button's label and the address it opens. */
  action: { label: string; url: string };
  /** Paragraphs after the link. */
  after: string[];
  /** One line: why this address got this mail. */
  why: string;
}

type Template<P> = Record<MailLanguage, (params: P, site: string) => MailContent>;

const verifyEmail: Template<{ link: string }> = {
  en: ({ link }) => ({
    subject: "Confirm your e-mail address for Tayari",
    lead: ["Please confirm that this e-mail address is yours. Open this link within 24 hours:"],
    action: { label: "Confirm my address", url: link },
    after: [
      "Once it is confirmed, we can send you your exam results.",
      "If you did not sign up at Tayari, ignore this mail: the address stays unconfirmed.",
    ],
    why: "You got this mail because someone signed up at Tayari with this e-mail address.",
  }),
  ne: ({ link }) => ({
    subject: "तयारीमा आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्",
    lead: ["यो इमेल ठेगाना तपाईंकै हो भनी प्रमाणित गर्न 24 घण्टाभित्र यो लिङ्क खोल्नुहोस्:"],
    action: { label: "ठेगाना प्रमाणित गर्नुहोस्", url: link },
    after: [
      "ठेगाना प्रमाणित भएपछि हामी तपाईंलाई परीक्षाको नतिजा इमेलमा पठाउन सक्छौँ।",
      "तपाईंले तयारीमा खाता खोल्नुभएको होइन भने यो इमेलको वास्ता नगर्नुहोस्; ठेगाना प्रमाणित हुँदैन।",
    ],
    why: "कसैले यो इमेल ठेगानाबाट तयारीमा खाता खोलेकाले तपाईंलाई यो इमेल आएको हो।",
  }),
};

const resetPassword: Template<{ link: string }> = {
  en: ({ link }) => ({
    subject: "Reset your Tayari password",
    lead: [
      "Someone (we hope you) asked to reset the password of the Tayari account with this e-mail address.",
      "Open this link within 60 minutes to choose a new password:",
    ],
    action: { label: "Choose a new password", url: link },
    after: ["If you did not ask for this, ignore this mail: your password stays as it is."],
    why: "You got this mail because a new password was asked for at Tayari for this e-mail address.",
  }),
  ne: ({ link }) => ({
    subject: "तयारीको पासवर्ड बदल्नुहोस्",
    lead: [
      "तयारीमा यो इमेल ठेगानाको खाताको पासवर्ड बदल्ने अनुरोध आएको छ।",
      "नयाँ पासवर्ड राख्न 60 मिनेटभित्र यो लिङ्क खोल्नुहोस्:",
    ],
    action: { label: "नयाँ पासवर्ड राख्नुहोस्", url: link },
    after: ["तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेलको वास्ता नगर्नुहोस्; पासवर्ड जस्ताको तस्तै रहन्छ।"],
    why: "तयारीमा यो इमेल ठेगानाको पासवर्ड बदल्ने अनुरोध आएकाले तपाईंलाई यो इमेल आएको हो।",
  }),
};

const accountExists: Template<{ link: string }> = {
  en: ({ link }, site) => ({
    subject: "You already have a Tayari account",
    lead: [
      "Someone tried to sign up at Tayari with this e-mail address, which already has an account.",
      `If it was you, log in at ${site}/login. Forgot the password? Choose a new one within 60 minutes with this link:`,
    ],
    action: { label: "Choose a new password", url: link },
    after: ["If it was not you, ignore this mail: nothing has changed."],
    why: "You got this mail because someone tried to sign up at Tayari with this e-mail address.",
  }),
  ne: ({ link }, site) => ({
    subject: "तयारीमा तपाईंको खाता पहिले नै छ",
    lead: [
      "कसैले यो इमेल ठेगानाबाट तयारीमा नयाँ खाता खोल्न खोज्यो, तर यो ठेगानामा पहिले नै खाता छ।",
      `तपाईंले नै खोज्नुभएको हो भने ${site}/login मा लग इन गर्नुहोस्। पासवर्ड बिर्सनुभयो भने 60 मिनेटभित्र यो लिङ्कबाट नयाँ पासवर्ड राख्नुहोस्:`,
    ],
    action: { label: "नयाँ पासवर्ड राख्नुहोस्", url: link },
    after: ["तपाईंले खोज्नुभएको होइन भने यो इमेलको वास्ता नगर्नुहोस्; केही बदलिएको छैन।"],
    why: "कसैले यो इमेल ठेगानाबाट तयारीमा खाता खोल्न खोजेकाले तपाईंलाई यो इमेल आएको हो।",
  }),
};

/** The day an exam opened, in Nepal, as each language writes a date; null for no valid time. */
function examDay(opensAt: string | undefined, language: "en" | "ne"): string | null {
  const at = new Date(opensAt ?? "");
  if (Number.isNaN(at.getTime())) return null;
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "ne-NP", {
    dateStyle: "long",
    timeZone: "Asia/Kathmandu",
  }).format(at);
}

/**
 * The exam's title as a mail may carry it (decision 0475): on one line, at most 100 characters, and
 * only when it holds nothing a mail reader would turn into a link; otherwise null, and the mail
 * names the exam by its address and day as before.
 */
export function mailTitle(title: string | undefined): string | null {
  const line = (title ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (
    !line ||
    /:\/\/|www\.|@|\b[\w-]+\.(?:com|net|org|np|io|info|edu|gov|co|me|ly|app|xyz)\b/i.test(line)
  )
    return null;
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
}

/**
 * A live mock's name in the mail's language (issue 66 point 4): its entrance, from its address,
 * whatever title it was stored with; null for another exam.
 */
function liveName(slug: string | undefined, language: "en" | "ne"): string | null {
  const entrance = liveMockEntrance(slug ?? "");
  if (!entrance) return null;
  const names = {
    en: { csit: LIVE_MOCK_CSIT, bca: LIVE_MOCK_BCA },
    ne: { csit: LIVE_MOCK_CSIT_NE, bca: LIVE_MOCK_BCA_NE },
  };
  return names[language][entrance];
}

/**
 * The exam is named by its title when the mail may carry it (issue 68, decision 0475: the
 * examiner's words to their own candidates), and by its address and the day it opened (issue 46).
 * A mail queued before they were kept (its params only the link) says "a scholarship exam". The
 * kind of exam is named as everywhere else (`@tayari/contracts/names`, decision 0219).
 */
interface ExamNamed {
  link: string;
  slug?: string;
  opensAt?: string;
  title?: string;
}

const examResults: Template<ExamNamed> = {
  en: ({ link, slug, opensAt, title }) => {
    const day = examDay(opensAt, "en");
    const live = liveName(slug, "en");
    const named = live ?? mailTitle(title);
    // A live mock is no scholarship exam: its own name says what it is.
    const kind = live ? "" : `the ${EXAM.toLowerCase()} `;
    return {
      subject: named
        ? `Your results of “${named}” are out on Tayari`
        : day
          ? `Your results of the exam of ${day} are out on Tayari`
          : "Your exam results are out on Tayari",
      lead: [
        `The results of ${slug && day ? `${kind}“${named ?? slug}” that you sat on Tayari (it opened on ${day})` : `a ${EXAM.toLowerCase()} you sat on Tayari`} are out. See your score, your rank and every question with its answer:`,
      ],
      action: { label: "See my result", url: link },
      after: [],
      why: "You got this mail because you sat this exam at Tayari with the account of this e-mail address.",
    };
  },
  ne: ({ link, slug, opensAt, title }) => {
    const day = examDay(opensAt, "ne");
    const live = liveName(slug, "ne");
    const named = live ?? mailTitle(title);
    return {
      subject: named
        ? `तयारीमा “${named}” को नतिजा आयो`
        : day
          ? `तयारीमा ${day} को परीक्षाको नतिजा आयो`
          : "तयारीमा तपाईंको परीक्षाको नतिजा आयो",
      lead: [
        `तपाईंले तयारीमा दिनुभएको ${[live ? "" : EXAM_NE, slug && day ? `“${named ?? slug}” (${day} मा खुलेको)` : ""].filter(Boolean).join(" ")}को नतिजा आएको छ। आफ्नो प्राप्ताङ्क, स्थान र हरेक प्रश्नको उत्तर यहाँ हेर्नुहोस्:`,
      ],
      action: { label: "नतिजा हेर्नुहोस्", url: link },
      after: [],
      why: "यो इमेल ठेगानाको खाताबाट तयारीमा यो परीक्षा दिनुभएकाले तपाईंलाई यो इमेल आएको हो।",
    };
  },
};

/**
 * Keys of an exam whose results were out were corrected, the examiner told the students (a release
 * of the corrections, decision 0475), and this student's score changed since the last mail: one
 * mail for all the corrections told at once. It names the exam by its title when it may; never the
 * examiner's reason nor the score (shown on the site, behind the sign-in).
 */
const examRegraded: Template<ExamNamed> = {
  en: ({ link, slug, title }) => {
    const live = liveName(slug, "en");
    const named = live ?? mailTitle(title);
    const exam = `a ${EXAM.toLowerCase()} you sat`;
    const what = live ? `“${live}”, which you sat` : named ? `“${named}”, ${exam}` : exam;
    return {
      subject: named
        ? `Your score in “${named}” on Tayari has changed`
        : "Your exam score on Tayari has changed",
      lead: [
        `The examiner corrected the key of ${what} on Tayari, and the exam was marked again. Your score changed. See your new score, your rank and the corrected questions:`,
      ],
      action: { label: "See my result", url: link },
      after: [],
      why: "You got this mail because you sat this exam at Tayari with the account of this e-mail address.",
    };
  },
  ne: ({ link, slug, title }) => {
    const live = liveName(slug, "ne");
    const named = live ?? mailTitle(title);
    return {
      subject: named
        ? `तयारीमा “${named}” मा तपाईंको प्राप्ताङ्क बदलियो`
        : "तयारीमा तपाईंको परीक्षाको प्राप्ताङ्क बदलियो",
      lead: [
        `तपाईंले तयारीमा दिनुभएको ${live ? `“${live}”` : `${EXAM_NE}${named ? ` “${named}”` : ""}`}को उत्तरकुञ्जी परीक्षकले सच्याउनुभयो र परीक्षाका अङ्क फेरि गनिए। तपाईंको प्राप्ताङ्क बदलियो। नयाँ प्राप्ताङ्क, स्थान र सच्याइएका प्रश्न यहाँ हेर्नुहोस्:`,
      ],
      action: { label: "नतिजा हेर्नुहोस्", url: link },
      after: [],
      why: "यो इमेल ठेगानाको खाताबाट तयारीमा यो परीक्षा दिनुभएकाले तपाईंलाई यो इमेल आएको हो।",
    };
  },
};

export const MAIL_TEMPLATES = {
  "verify-email": verifyEmail,
  "reset-password": resetPassword,
  "account-exists": accountExists,
  "exam-results": examResults,
  "exam-regraded": examRegraded,
} as const;

export type MailKind = keyof typeof MAIL_TEMPLATES;
export type MailParams<K extends MailKind> = Parameters<(typeof MAIL_TEMPLATES)[K]["en"]>[0];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const FRAME: Record<MailLanguage, { hello: string; copy: string; site: string }> = {
  en: { hello: "Hello,", copy: "If the button does not open, copy this address:", site: "Tayari" },
  ne: { hello: "नमस्ते,", copy: "बटन नखुले यो ठेगाना कपी गर्नुहोस्:", site: "तयारी" },
};

/** One message in one language, as a plain-text and an HTML part; `site` is PUBLIC_URL. */
export function renderMail<K extends MailKind>(
  kind: K,
  params: MailParams<K>,
  language: MailLanguage,
  site: string,
): RenderedMail {
  const template = MAIL_TEMPLATES[kind] as Template<MailParams<K>>;
  const mail = template[language](params, site);
  const frame = FRAME[language];
  const footer = [mail.why, `${frame.site} · ${site}`];

  const text = [
    frame.hello,
    ...mail.lead,
    mail.action.url,
    ...mail.after,
    ["--", ...footer].join("\n"),
  ].join("\n\n");

  const p = (line: string, style = "") =>
    `<p${style ? ` style="${style}"` : ""}>${escapeHtml(line)}</p>`;
  const url = escapeHtml(mail.action.url);
  const html = [
    "<!doctype html>",
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;background:#ffffff">',
    p(frame.hello),
    ...mail.lead.map((line) => p(line)),
    `<p><a href="${url}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(mail.action.label)}</a></p>`,
    `<p style="font-size:14px;color:#52606d">${escapeHtml(frame.copy)}<br><a href="${url}" style="color:#1d4ed8;word-break:break-all">${url}</a></p>`,
    ...mail.after.map((line) => p(line)),
    '<hr style="border:0;border-top:1px solid #d9e2ec;margin:24px 0">',
    `<p style="font-size:13px;color:#616e7c">${escapeHtml(mail.why)}<br><a href="${escapeHtml(site)}" style="color:#616e7c">${escapeHtml(frame.site)}</a> · ${escapeHtml(site)}</p>`,
    "</body>",
    "</html>",
  ].join("\n");

  return { subject: mail.subject, text, html };
}
