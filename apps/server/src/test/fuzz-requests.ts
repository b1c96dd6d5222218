import fc from "fast-check";

/**
 * Generators of malformed requests for every API route, shared by the fuzz test (npm test) and
 * the soak run against a started server (npm run soak).
 */
const nasty = fc.constantFrom(
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "../../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "\u202e\u0000\ud800",
  "😀".repeat(50),
  "x".repeat(5000),
  "1e309",
  "-0",
  "NaN",
  "null",
  "",
  " ",
);
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary", maxLength: 200 }),
  nasty,
);
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

const fields = [
  "name",
  "email",
  "password",
  "password_confirmation",
  "token",
  "mode",
  "source",
  "started_at",
  "finished_at",
  "questions",
  "__proto__",
  "constructor",
  "extra",
];
const objectBody = fc
  .dictionary(fc.constantFrom(...fields), value, { maxKeys: 6 })
  .map((o) => JSON.stringify(o));
/** Every control character (C0, DEL, C1) and both halves of a surrogate pair alone. */
export const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 33 }, (_, i) => String.fromCharCode(0x7f + i)),
  "\ud800",
  "\udfff",
];
const control = fc.constantFrom(...CONTROL_CHARACTERS);
/** A form that is valid but for one control character inside one field (issue 15's NUL name). */
const formWithControl = fc
  .record({
    field: fc.constantFrom("name", "email", "password", "current_password", "token"),
    char: control,
    at: fc.nat({ max: 8 }),
  })
  .map(({ field, char, at }) => {
    const form: Record<string, string> = {
      name: "Asha Rai",
      email: "asha.rai@example.com",
      password: "mountain river 42",
      password_confirmation: "mountain river 42",
      current_password: "mountain river 42",
      token: "A".repeat(43),
    };
    const v = form[field]!;
    form[field] = v.slice(0, at) + char + v.slice(at);
    if (field === "password") form.password_confirmation = form.password!;
    return JSON.stringify(form);
  });
const rawBody = fc.oneof(
  objectBody,
  formWithControl,
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  text,
  fc.constant('{"__proto__": {"admin": true}, "email": "a@b.co"}'),
  fc.constant('{"constructor": {"prototype": {"polluted": 1}}}'),
  fc.constant("{".repeat(2000)),
  fc.constant(JSON.stringify({ name: "x".repeat(70_000) })),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
  "application/json; charset=latin1",
);
const authorization = fc.oneof(
  fc.constant(undefined),
  text.map((t) => `Bearer ${t}`),
  text,
  fc.constantFrom(
    "Bearer",
    "Basic dXNlcjpwYXNz",
    "Bearer " + "A".repeat(43),
    "Bearer null",
    "bearer abc",
  ),
);
const segment = fc.oneof(
  fc
    .oneof(text, nasty, fc.integer().map(String), fc.double().map(String))
    .map((s) => encodeURIComponent(s.toWellFormed()).slice(0, 400)),
  // Escapes that decode to no valid text (a lone surrogate, a cut sequence).
  fc.constantFrom("%ED%A0%80", "%", "%E0%A4%A", "%C0%AF", "%FF"),
);
const ip = fc.ipV4();

export type Req = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  body?: string;
  type?: string;
  auth?: string | undefined;
  ip: string;
};

const withBody = (
  method: "POST" | "PUT" | "DELETE",
  url: fc.Arbitrary<string>,
): fc.Arbitrary<Req> =>
  fc.record({
    method: fc.constant(method),
    url,
    body: rawBody,
    type: contentType,
    auth: authorization,
    ip,
  });
const post = (url: string) => withBody("POST", fc.constant(url));
const getWith = (url: fc.Arbitrary<string>): fc.Arbitrary<Req> =>
  fc.record({ method: fc.constant("GET" as const), url, auth: authorization, ip });

/** Every API route, each with its own generator of malformed requests. */
export const routes: Array<[string, fc.Arbitrary<Req>]> = [
  ["POST /api/register", post("/api/register")],
  ["POST /api/login", post("/api/login")],
  ["POST /api/logout", post("/api/logout")],
  ["POST /api/logout-everywhere", post("/api/logout-everywhere")],
  ["POST /api/change-password", post("/api/change-password")],
  ["POST /api/forgot-password", post("/api/forgot-password")],
  ["POST /api/reset-password", post("/api/reset-password")],
  ["POST /api/verify-email", post("/api/verify-email")],
  ["POST /api/verify-email/resend", post("/api/verify-email/resend")],
  ["GET /api/me", getWith(fc.constant("/api/me"))],
  ["GET /api/health", getWith(fc.constant("/api/health"))],
  ["GET /api/levels", getWith(fc.constant("/api/levels"))],
  ["GET /api/subjects/{slug}", getWith(segment.map((s) => `/api/subjects/${s}`))],
  [
    "GET /api/subject/{subject_slug}/category/{category_slug}",
    getWith(fc.tuple(segment, segment).map(([a, b]) => `/api/subject/${a}/category/${b}`)),
  ],
  ["GET /api/entrance/subjects", getWith(fc.constant("/api/entrance/subjects"))],
  [
    "GET /api/entrance/subjects/{sub_slug}/{sub_type}",
    getWith(fc.tuple(segment, segment).map(([a, b]) => `/api/entrance/subjects/${a}/${b}`)),
  ],
  [
    "GET /api/entrance/subjects/{id}/mcq",
    getWith(segment.map((a) => `/api/entrance/subjects/${a}/mcq`)),
  ],
  [
    "GET /api/entrance/subjects/{id}/mcq/{uid}/{utype}",
    getWith(
      fc
        .tuple(segment, segment, segment)
        .map(([a, b, c]) => `/api/entrance/subjects/${a}/mcq/${b}/${c}`),
    ),
  ],
  ["GET /api/banks/entrance/draw", getWith(fc.constant("/api/banks/entrance/draw"))],
  [
    "GET /api/banks/entrance/draw/compact",
    getWith(fc.constant("/api/banks/entrance/draw/compact")),
  ],
  [
    "GET /api/banks/entrance/explanations",
    getWith(
      fc
        .oneof(
          segment,
          fc.array(fc.integer(), { maxLength: 300 }).map((ids) => ids.join(",")),
          fc.array(fc.nat(), { maxLength: 300 }).map((ids) => ids.join("%2C")),
        )
        .map((ids) => `/api/banks/entrance/explanations?ids=${ids}`),
    ),
  ],
  [
    "GET /api/banks/entrance/papers/{year}",
    getWith(
      fc
        .oneof(segment, fc.integer({ min: 2000, max: 2100 }).map(String))
        .map((y) => `/api/banks/entrance/papers/${y}`),
    ),
  ],
  ["GET /api/exams", getWith(fc.constant("/api/exams"))],
  [
    "POST /api/exams/{slug}/attempt",
    withBody(
      "POST",
      segment.map((s) => `/api/exams/${s}/attempt`),
    ),
  ],
  [
    "PUT /api/exams/{slug}/attempt/answers/{question_id}",
    withBody(
      "PUT",
      fc.tuple(segment, segment).map(([s, q]) => `/api/exams/${s}/attempt/answers/${q}`),
    ),
  ],
  [
    "POST /api/exams/{slug}/attempt/submit",
    withBody(
      "POST",
      segment.map((s) => `/api/exams/${s}/attempt/submit`),
    ),
  ],
  ["GET /api/exams/{slug}/result", getWith(segment.map((s) => `/api/exams/${s}/result`))],
  ["POST /api/examiner/banks", post("/api/examiner/banks")],
  ["GET /api/examiner/banks", getWith(fc.constant("/api/examiner/banks"))],
  ["POST /api/examiner/exams", post("/api/examiner/exams")],
  ["GET /api/examiner/exams", getWith(fc.constant("/api/examiner/exams"))],
  [
    "GET /api/examiner/exams/{slug}/merit",
    getWith(
      fc.tuple(segment, segment).map(([s, f]) => `/api/examiner/exams/${s}/merit?format=${f}`),
    ),
  ],
  [
    "POST /api/examiner/exams/{slug}/release",
    withBody(
      "POST",
      segment.map((s) => `/api/examiner/exams/${s}/release`),
    ),
  ],
  ["POST /api/examiner/catalog-import/preview", post("/api/examiner/catalog-import/preview")],
  ["POST /api/examiner/catalog-import", post("/api/examiner/catalog-import")],
  [
    "GET /api/examiner/catalog-import/targets",
    getWith(fc.constant("/api/examiner/catalog-import/targets")),
  ],
  [
    "PUT /api/attempts/{uuid}",
    withBody(
      "PUT",
      fc.oneof(segment, fc.uuid().map(String)).map((id) => `/api/attempts/${id}`),
    ),
  ],
  [
    "GET /api/me/attempts, /me/attempts/{uuid}, /me/progress, /me/review, /me/weak-topics, /me/export",
    getWith(
      fc.oneof(
        fc.tuple(segment, segment).map(([b, l]) => `/api/me/attempts?before=${b}&limit=${l}`),
        fc.oneof(segment, fc.uuid().map(String)).map((id) => `/api/me/attempts/${id}`),
        fc.constantFrom(
          "/api/me/progress",
          "/api/me/review",
          "/api/me/weak-topics",
          "/api/me/export",
        ),
      ),
    ),
  ],
  ["DELETE /api/me", withBody("DELETE", fc.constant("/api/me"))],
  [
    "unknown paths and methods",
    fc.record({
      method: fc.constantFrom("GET" as const, "POST" as const),
      url: segment.map((s) => `/api/${s}`),
      body: rawBody,
      type: contentType,
      ip,
    }),
  ],
];
