/**
 * The main thread's tasks in a Chromium performance trace, and what ran in each: a page's long
 * tasks (over 50 ms) with the scripts, parsing, style and layout inside them. Used by
 * `npm run bench`'s pass at 8x CPU (long-tasks.ts) and by the main-thread budget test
 * (apps/web/e2e/main-thread.spec.ts).
 */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (Chromium writes it beside `dur`). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; [key: string]: unknown };
}

/** The trace categories the analysis reads: tasks, and what ran in them. */
export const TRACE_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "blink.user_timing",
];

export interface Part {
  /** What ran: "script index.js", "compile home.js", "parse HTML", "style", "layout", "GC", ... */
  what: string;
  ms: number;
}

export interface Task {
  /** Start, in ms from the first task of the page's main thread. */
  at: number;
  ms: number;
  /**
   * The main thread's time in the task (its CPU time: `tdur`), `ms` where the trace has none.
   * Chromium's CPU throttling keeps the throttled thread busy, so at 8x this is the task's length
   * on a machine that ran only the page; a busy machine stretches `ms` by what it gave others.
   */
  threadMs: number;
  /** The task's biggest parts, largest first (time spent directly in each, nested parts apart). */
  parts: Part[];
  /** Whether any of the page's own scripts (of `origin`) ran in it. */
  ours: boolean;
  /**
   * A task of the test harness, not the page's: a DevTools message (Playwright's evaluate, its
   * locators' checks) or its injected scripts (no URL). Left out of the summaries.
   */
  harness: boolean;
}

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

const fileOf = (url: unknown): string => {
  if (typeof url !== "string" || !url) return "";
  try {
    const name = new URL(url).pathname.split("/").pop() ?? url;
    // Drop the content hash: home-AbC123x.js -> home.js.
    return name.replace(/-[\w-]{7,8}(\.(?:js|css|mjs))$/, "$1") || url;
  } catch {
    return url;
  }
};

/** A readable name for an event inside a task, or null to count its time under its parent. */
function label(event: TraceEvent): string | null {
  const data = (event.args?.data ?? {}) as Record<string, unknown>;
  switch (event.name) {
    case "EvaluateScript":
      return data.url ? `script ${fileOf(data.url)}` : "harness";
    case "v8.compile":
    case "v8.compileModule":
    case "V8.CompileCode":
      return `compile ${fileOf(data.url ?? (event.args as { fileName?: string })?.fileName)}`;
    case "FunctionCall":
      return data.url ? `script ${fileOf(data.url)}` : "harness";
    case "v8.evaluateModule":
      return "script (module)";
    case "Receive mojo message": {
      const tag = (event.args as { chrome_mojo_event_info?: { mojo_interface_tag?: string } })
        ?.chrome_mojo_event_info?.mojo_interface_tag;
      return tag === "blink.mojom.DevToolsSession" ? "harness" : null;
    }
    case "ParseHTML":
      return "parse HTML";
    case "ParseAuthorStyleSheet":
      return "parse CSS";
    case "UpdateLayoutTree":
    case "RecalculateStyles":
      return "style";
    case "Layout":
      return "layout";
    case "Paint":
    case "PaintImage":
    case "PrePaint":
    case "Layerize":
    case "UpdateLayer":
    case "CompositeLayers":
    case "Commit":
      return "paint";
    case "MajorGC":
    case "MinorGC":
    case "V8.GCScavenger":
    case "V8.GCFinalizeMC":
    case "BlinkGC.AtomicPhase":
      return "GC";
    case "TimerFire":
      return "timer";
    case "FireAnimationFrame":
      return "animation frame";
    case "EventDispatch":
      return `event ${String(data.type ?? "")}`;
    case "HitTest":
      return "hit test";
    case "ResourceReceivedData":
    case "ResourceFinish":
      return null;
    default:
      return null;
  }
}

/**
 * The tasks of the page's main thread(s): every renderer main thread where a script of `origin`
 * ran or its HTML was parsed. Each task's parts are its labelled events' self times (an event's
 * time less that of the labelled events inside it), merged by label.
 */
export function mainThreadTasks(events: TraceEvent[], origin: string): Task[] {
  const mains = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (!mains.has(key) || event.ph !== "X" || event.dur === undefined) continue;
    let list = byThread.get(key);
    if (!list) byThread.set(key, (list = []));
    list.push(event);
  }
  const touches = (e: TraceEvent) => {
    const data = (e.args?.data ?? {}) as Record<string, unknown>;
    const url = data.url ?? (data.beginData as { url?: string } | undefined)?.url;
    return typeof url === "string" && url.startsWith(origin);
  };
  const tasks: Task[] = [];
  let first = Infinity;
  for (const list of byThread.values()) {
    if (!list.some(touches)) continue;
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    let i = 0;
    while (i < list.length) {
      const task = list[i]!;
      i += 1;
      if (!TASK_NAMES.has(task.name)) continue;
      const end = task.ts + task.dur!;
      const inside: TraceEvent[] = [];
      while (i < list.length && list[i]!.ts < end) inside.push(list[i++]!);
      first = Math.min(first, task.ts);
      tasks.push(describe(task, inside, origin));
    }
  }
  for (const task of tasks) task.at -= first / 1000;
  return tasks.sort((a, b) => a.at - b.at);
}

function describe(task: TraceEvent, inside: TraceEvent[], origin: string): Task {
  // Self time of each labelled event: its duration less its labelled children's (a stack walk).
  const totals = new Map<string, number>();
  const stack: { end: number; label: string; child: number; dur: number }[] = [];
  const pop = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      totals.set(done.label, (totals.get(done.label) ?? 0) + done.dur - done.child);
      if (stack.length) stack.at(-1)!.child += done.dur;
    }
  };
  let ours = false;
  let harness = false;
  for (const event of inside) {
    const name = label(event);
    const data = (event.args?.data ?? {}) as Record<string, unknown>;
    if (typeof data.url === "string" && data.url.startsWith(origin) && name?.startsWith("script"))
      ours = true;
    if (name === "script (module)") ours = true;
    if (name === "harness") harness = true;
    if (!name) continue;
    pop(event.ts);
    stack.push({ end: event.ts + event.dur!, label: name, child: 0, dur: event.dur! });
  }
  pop(Infinity);
  const labelled = [...totals.values()].reduce((a, b) => a + b, 0);
  const rest = task.dur! - labelled;
  if (rest > 0) totals.set("other", rest);
  const parts = [...totals]
    .map(([what, us]) => ({ what, ms: us / 1000 }))
    .filter((p) => p.ms >= 1)
    .sort((a, b) => b.ms - a.ms);
  // A harness task may run the page's code (a click dispatched through DevTools runs its
  // handlers): it is the harness's when its own scripts took most of it.
  const harnessMs = (totals.get("harness") ?? 0) / 1000;
  const isHarness = harness && (!ours || harnessMs >= task.dur! / 2000);
  return {
    at: task.ts / 1000,
    ms: task.dur! / 1000,
    threadMs: (task.tdur ?? task.dur!) / 1000,
    parts,
    ours,
    harness: isHarness,
  };
}

export const LONG_TASK_MS = 50;

export interface TaskSummary {
  /** Tasks over 50 ms, and of those the ones where our scripts ran. */
  long: number;
  longOurs: number;
  longestMs: number;
  /** Sum of every task's time beyond 50 ms (as total blocking time counts it, without its window). */
  blockingMs: number;
  /** Sum of all tasks' durations (main-thread busy time). */
  busyMs: number;
  /** The time our scripts took (script and compile parts of every task). */
  scriptMs: number;
}

export function summarise(all: Task[]): TaskSummary {
  const tasks = all.filter((t) => !t.harness);
  const long = tasks.filter((t) => t.ms > LONG_TASK_MS);
  return {
    long: long.length,
    longOurs: long.filter((t) => t.ours).length,
    longestMs: Math.max(0, ...tasks.map((t) => t.ms)),
    blockingMs: long.reduce((sum, t) => sum + t.ms - LONG_TASK_MS, 0),
    busyMs: tasks.reduce((sum, t) => sum + t.ms, 0),
    scriptMs: tasks
      .flatMap((t) => t.parts)
      .filter((p) => /^(script|compile)/.test(p.what))
      .reduce((sum, p) => sum + p.ms, 0),
  };
}

/**
 * One line for a long task: "312 ms (thread 120) at 1,204 ms: script index.js 200, style 60, layout 30".
 */
export function taskLine(task: Task): string {
  const parts = task.parts
    .slice(0, 5)
    .map((p) => `${p.what} ${Math.round(p.ms)}`)
    .join(", ");
  return `${Math.round(task.ms)} ms (thread ${Math.round(task.threadMs)}) at ${Math.round(task.at)} ms: ${parts}`;
}
