// The contracts' zod/mini schemas turned into plain JavaScript checks, at build time (decision 93).
// The quiz parses every question it loads with these schemas (decision 12); in the browser that
// took zod's core with it, 8.7 KB on the way to the first question of the timed entrance test.
// This writes a module with the same exports, whose `safeParse` accepts exactly what the schema
// accepts and returns what zod returns (unknown keys stripped, caught values substituted), without
// zod. It knows the kinds of schema and check the browser's answers use and refuses any other, so a
// contract that grows a check this does not know stops the build instead of losing the check.
// compile-checks.test.ts holds it to zod on real and generated values.

/** What this reads of a zod schema: its definition and how an object treats it when absent. */
interface Zod {
  _zod: {
    def: Record<string, unknown> & { type: string; checks?: Array<{ _zod: { def: Check } }> };
    optin?: "optional" | "defaulted";
    optout?: "optional";
  };
}
interface Check {
  check: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  prefix?: string;
  suffix?: string;
  pattern?: RegExp;
}

const isZod = (value: unknown): value is Zod =>
  typeof value === "object" && value !== null && "_zod" in value;

const isEndpoint = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "endpoint";

// The compiled module's own helpers: F is a failed check; an object's key with its check.
const RUNTIME = `const F={};
const isObject=(v)=>typeof v=="object"&&v!==null&&!Array.isArray(v);
const schema=(f)=>({safeParse(v){const r=f(v);return r===F?{success:false,error:{issues:[{path:[],message:"Invalid input"}]}}:{success:true,data:r}},parse(v){const r=f(v);if(r===F)throw new Error("Invalid input");return r}});
`;

/**
 * A module exporting each of `exports` compiled: a schema as `{ safeParse, parse }`, an endpoint as
 * its declaration with its answers' schemas compiled. An endpoint's input schemas (params, query,
 * body) are left out: the browser never checks what it sends, the server does.
 */
export function compileChecks(exports: Record<string, unknown>): string {
  const names = new Map<Zod, string>();
  const bodies = new Map<string, string>();
  const fn = (schema: Zod): string => {
    let name = names.get(schema);
    if (name) return name;
    name = `c${names.size}`;
    names.set(schema, name);
    bodies.set(name, body(schema));
    return name;
  };

  const checks = (schema: Zod, value: string): string =>
    (schema._zod.def.checks ?? [])
      .map(({ _zod: { def } }) => `if(!(${condition(def, value)}))return F;`)
      .join("");

  const body = (schema: Zod): string => {
    const def = schema._zod.def;
    const then = (result: string) => `${checks(schema, result)}return ${result};`;
    switch (def.type) {
      case "string":
        if (def.coerce) throw unsupported("a coerced string");
        // z.email(), z.uuid() and the like are strings whose format is the schema itself.
        if (def.format !== undefined) throw unsupported(`a string of format ${String(def.format)}`);
        return `if(typeof v!="string")return F;${then("v")}`;
      case "number": {
        if (def.coerce) throw unsupported("a coerced number");
        const test =
          def.format === undefined
            ? "Number.isFinite(v)"
            : def.format === "safeint"
              ? "Number.isSafeInteger(v)"
              : null;
        if (!test) throw unsupported(`a number of format ${String(def.format)}`);
        return `if(typeof v!="number"||!${test})return F;${then("v")}`;
      }
      case "boolean":
        return `if(typeof v!="boolean")return F;${then("v")}`;
      case "enum": {
        const values = Object.values(def.entries as Record<string, unknown>);
        return `if(!${JSON.stringify(values)}.includes(v))return F;${then("v")}`;
      }
      case "optional":
        if (inner(def)._zod.optin === "defaulted") throw unsupported("an optional default");
        return `if(v===undefined)return v;const r=${fn(inner(def))}(v);if(r===F)return F;${then("r")}`;
      case "nullable":
        return `if(v===null)return v;const r=${fn(inner(def))}(v);if(r===F)return F;${then("r")}`;
      case "catch": {
        // Only a constant: what the catch gives must not depend on the input it replaces.
        const catchValue = def.catchValue as (ctx: unknown) => unknown;
        const caught = catchValue({ issues: [], value: undefined, input: undefined, error: {} });
        const again = catchValue({ issues: [], value: 1, input: 1, error: {} });
        if (caught !== again || (typeof caught === "object" && caught !== null))
          throw unsupported("a catch value that is not a constant");
        const literal = caught === undefined ? "undefined" : JSON.stringify(caught);
        return `let r=${fn(inner(def))}(v);if(r===F)r=${literal};${then("r")}`;
      }
      case "lazy":
        return `return ${fn((def.getter as () => Zod)())}(v);`;
      case "union": {
        if (def.inclusive === false) throw unsupported("an exclusive union");
        const options = (def.options as Zod[]).map(fn);
        return `let r;${options.map((o) => `if((r=${o}(v))!==F){${checks(schema, "r")}return r}`).join("")}return F;`;
      }
      case "array":
        return `if(!Array.isArray(v))return F;const o=[];for(let i=0;i<v.length;i++){const r=${fn(def.element as Zod)}(v[i]);if(r===F)return F;o[i]=r}${then("o")}`;
      case "tuple": {
        const items = def.items as Zod[];
        if (def.rest || items.some((item) => item._zod.optin || item._zod.optout))
          throw unsupported("a tuple with optional items or a rest");
        const parts = items.map((item, i) => `if((r=${fn(item)}(v[${i}]))===F)return F;o[${i}]=r;`);
        return `if(!Array.isArray(v)||v.length!==${items.length})return F;const o=[];let r;${parts.join("")}${then("o")}`;
      }
      case "record": {
        const keyType = (def.keyType as Zod)._zod.def;
        if (keyType.type !== "string" || keyType.checks?.length || def.mode === "loose")
          throw unsupported("a record whose keys are not plain strings");
        return (
          `if(!isObject(v)||!plain(v))return F;const o={};` +
          `for(const k of Reflect.ownKeys(v)){if(k==="__proto__"||!Object.prototype.propertyIsEnumerable.call(v,k))continue;` +
          `if(typeof k!="string")return F;const r=${fn(def.valueType as Zod)}(v[k]);if(r===F)return F;o[k]=r}${then("o")}`
        );
      }
      case "object": {
        if (def.catchall) throw unsupported("an object that keeps or refuses unknown keys");
        const shape = def.shape as Record<string, Zod>;
        const fields = Object.entries(shape).map(([key, field]) => {
          const k = JSON.stringify(key);
          const { optin, optout } = field._zod;
          const check = `r=${fn(field)}(v[${k}])`;
          // As zod's object: an absent key that may be absent adds nothing and is not checked.
          if (optin === "optional" && optout === "optional")
            return `if(${k} in v){if((${check})===F)return F;o[${k}]=r}`;
          if (optin === undefined) return `if(!(${k} in v)||(${check})===F)return F;o[${k}]=r;`;
          throw unsupported(`the key ${key} (absent: ${optin}, ${String(optout)})`);
        });
        return `if(!isObject(v))return F;const o={};let r;${fields.join("")}${then("o")}`;
      }
      default:
        throw unsupported(`a schema of type ${def.type}`);
    }
  };

  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (isZod(value)) {
      lines.push(`export const ${name}=schema(${fn(value)});`);
    } else if (isEndpoint(value)) {
      const { params: _p, query: _q, body: _b, responses, ...rest } = value;
      const answers = Object.entries(responses as Record<string, Zod>).map(
        ([status, schema]) => `${JSON.stringify(status)}:schema(${fn(schema)})`,
      );
      lines.push(
        `export const ${name}={...${JSON.stringify(rest)},responses:{${answers.join(",")}}};`,
      );
    } else {
      throw new Error(`compileChecks: the export ${name} is neither a schema nor an endpoint`);
    }
  }
  const plain = `const plain=(v)=>{const c=v.constructor;if(c===undefined||typeof c!="function")return true;const p=c.prototype;return isObject(p)&&Object.prototype.hasOwnProperty.call(p,"isPrototypeOf")};\n`;
  const { functions, finalName } = sameOnce(bodies);
  const code = [...functions].map(([name, text]) => `function ${name}(v){${text}}`);
  const exported = lines.map((line) => line.replace(/\bc\d+\b/g, (n) => finalName.get(n) ?? n));
  return [RUNTIME + plain, ...code, ...exported].join("\n") + "\n";
}

/**
 * One function per distinct body (zod makes a schema per use, so every `z.string()` is its own),
 * and the name each of the given names now goes by.
 */
function sameOnce(bodies: Map<string, string>) {
  let functions = new Map(bodies);
  const finalName = new Map([...bodies.keys()].map((name) => [name, name]));
  for (;;) {
    const first = new Map<string, string>();
    const renamed = new Map<string, string>();
    for (const [name, code] of functions) {
      const same = first.get(code);
      if (same) renamed.set(name, same);
      else first.set(code, name);
    }
    if (renamed.size === 0) return { functions, finalName };
    const rename = (text: string) => text.replace(/\bc\d+\b/g, (n) => renamed.get(n) ?? n);
    functions = new Map(
      [...functions].filter(([name]) => !renamed.has(name)).map(([n, code]) => [n, rename(code)]),
    );
    for (const [name, now] of finalName) finalName.set(name, renamed.get(now) ?? now);
  }
}

function inner(def: Record<string, unknown>): Zod {
  return def.innerType as Zod;
}

function condition(check: Check, value: string): string {
  const bound = (n: unknown) => {
    if (typeof n !== "number" || !Number.isFinite(n))
      throw unsupported("a bound that is not a number");
    return String(n);
  };
  switch (check.check) {
    case "min_length":
      return `${value}.length>=${bound(check.minimum)}`;
    case "max_length":
      return `${value}.length<=${bound(check.maximum)}`;
    case "length_equals":
      return `${value}.length===${bound(check.length)}`;
    case "greater_than":
      return `${value}${check.inclusive ? ">=" : ">"}${bound(check.value)}`;
    case "less_than":
      return `${value}${check.inclusive ? "<=" : "<"}${bound(check.value)}`;
    case "string_format":
      switch (check.format) {
        case "starts_with":
          return `${value}.startsWith(${JSON.stringify(check.prefix)})`;
        case "ends_with":
          return `${value}.endsWith(${JSON.stringify(check.suffix)})`;
        case "regex": {
          const pattern = check.pattern!;
          if (pattern.global || pattern.sticky) throw unsupported("a stateful pattern");
          return `${pattern.toString()}.test(${value})`;
        }
      }
  }
  throw unsupported(`the check ${check.check}${check.format ? ` (${check.format})` : ""}`);
}

const unsupported = (what: string) =>
  new Error(`compileChecks does not know ${what}: add it here (and to its test) or parse with zod`);
