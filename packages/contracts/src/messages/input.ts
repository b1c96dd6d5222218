import type { Messages } from "./text";

/**
 * The one text rule and the bounds of a request (packages/contracts/src/text.ts, decision 74):
 * what any field of any request may meet. `{field}` is the field's path in the request, which the
 * server fills in. Not in `general`: the web app ships general's English on its first screens.
 */
export const inputMessages = {
  "input.textNotText": "{field} must be text.",
  "input.textRequired": "{field} is required.",
  "input.textTooShort": "{field} must be at least {min} characters.",
  "input.textTooLong": "{field} must not be longer than {max} characters.",
  "input.textBroken":
    "{field} contains a broken character (half of a character pair); type or paste it again.",
  "input.textControl": "{field} contains an invisible control character ({character}); remove it.",
  "input.textLineBreak": "{field} must be on one line: remove the line break or tab.",
  "input.tooDeep": "{field} is nested too deeply: at most {max} levels.",
  "input.reservedKey": '{field}: the name "{key}" is kept for the system; choose another.',
  "input.figureFile":
    "{field} must name a figure file: lower-case letters, digits, dots, dashes, ending in .svg.",
  "input.textInvisible":
    "{field} contains an invisible or direction-changing character ({character}); remove it.",
  "input.textNotACharacter":
    "{field} contains {character}, which no screen shows as the same letter (a private-use code or a noncharacter); remove it.",
  "input.dateOutOfRange": "{field} must be a date and time between 2000 and 2100.",
  "input.numberOutOfRange": "{field} is out of range: from {min} to {max}.",
  "input.moreProblems": {
    one: "…and {count} more problem.",
    other: "…and {count} more problems.",
  },
} as const satisfies Messages;
