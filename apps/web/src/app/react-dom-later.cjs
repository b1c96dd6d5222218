// React DOM's client, evaluated when first asked for, not with the entry's modules (issue 71,
// decision 0521): main.tsx asks for it in a task of its own. A CommonJS module because the bundler
// evaluates a `require` where it is called; an ES import would run React DOM's body at the entry's
// top level, and a dynamic import would put it in two files of their own.
//
// React DOM makes a few Errors at its top level (markers it throws and catches, never shown). Where
// DevTools watches the page (Lighthouse, a trace) V8 then records each one's stack with its lines,
// and to find them parses React DOM's 200 KB body again: 110-130 ms of the main thread at 8x. A
// phone pays nothing for them, so they are made without a stack (Error.stackTraceLimit not a number
// for the time of the body), and a measurement sees what the phone does.
module.exports = () => {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated where called (above)
    return require("react-dom/client");
  } finally {
    Error.stackTraceLimit = limit;
  }
};
