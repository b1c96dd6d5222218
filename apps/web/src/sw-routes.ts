// Which API answers the service worker keeps (sw.ts). Only public, read-only content; everything
// else goes to the network untouched.

/** Accounts, progress and the server-kept exams: they need the network by design. */
const NEVER = /^\/api\/(exams|examiner|me|auth|attempts|login|register|logout)(\/|$)/;

/** The catalog (levels, subjects, units and their questions) and the entrance year papers. */
const CONTENT = /^\/api\/(levels|subjects\/|subject\/|entrance\/|banks\/entrance\/papers\/)/;

export const isCachedApi = (pathname: string) => !NEVER.test(pathname) && CONTENT.test(pathname);
