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

// The compiled module's own helpers: F is a failed check; each helper makes a check of a kind
// from the checks of its parts, so the module is a list of one-line definitions.
const RUNTIME = `const F={};
const isObject=(v)=>typeof v=="object"&&v!==null&&!Array.isArray(v);
const plain=(v)=>{const c=v.constructor;if(c===undefined||typeof c!="function")return true;const p=c.prototype;return isObject(p)&&Object.prototype.hasOwnProperty.call(p,"isPrototypeOf")};
const schema=(f)=>({safeParse(v){const r=f(v);return r===F?{success:false,error:{issues:[{path:[],message:"Invalid input"}]}}:{success:true,data:r}},parse(v){const r=f(v);if(r===F)throw new Error("Invalid input");return r}});
const str=(v)=>typeof v=="string"?v:F;
const num=(v)=>typeof v=="number"&&Number.isFinite(v)?v:F;
const int=(v)=>typeof v=="number"&&Number.isSafeInteger(v)?v:F;
const bool=(v)=>typeof v=="boolean"?v:F;
const oneOf=(values)=>(v)=>values.includes(v)?v:F;
const check=(f,ok)=>(v)=>{const r=f(v);return r===F||!ok(r)?F:r};
const opt=(f)=>(v)=>v===undefined?v:f(v);
const nul=(f)=>(v)=>v===null?v:f(v);
const caught=(f,c)=>(v)=>{const r=f(v);return r===F?c:r};
const any=(...fs)=>(v)=>{for(const f of fs){const r=f(v);if(r!==F)return r}return F};
const arr=(f)=>(v)=>{if(!Array.isArray(v))return F;const o=[];for(let i=0;i<v.length;i++){const r=f(v[i]);if(r===F)return F;o[i]=r}return o};
const tup=(...fs)=>(v)=>{if(!Array.isArray(v)||v.length!==fs.length)return F;const o=[];for(let i=0;i<fs.length;i++){const r=fs[i](v[i]);if(r===F)return F;o[i]=r}return o};
const rec=(f)=>(v)=>{if(!isObject(v)||!plain(v))return F;const o={};for(const k of Reflect.ownKeys(v)){if(k==="__proto__"||!Object.prototype.propertyIsEnumerable.call(v,k))continue;if(typeof k!="string")return F;const r=f(v[k]);if(r===F)return F;o[k]=r}return o};
const obj=(shape)=>(v)=>{if(!isObject(v))return F;const o={};for(const[k,f,absent]of shape){if(!(k in v)){if(absent)continue;return F}const r=f(v[k]);if(r===F)return F;o[k]=r}return o};
`;

/**
 * A module exporting each of `exports` compiled: a schema as `{ safeParse, parse }`, an endpoint as
 * its declaration with its answers' schemas compiled. An endpoint's input schemas (params, query,
 * body) are left out: the browser never checks what it sends, the server does.
 */
export function compileChecks(exports: Record<string, unknown>): string {
  // One constant per distinct check (zod makes a schema per use, so many are alike).
  const definitions: string[] = [];
  const byText = new Map<string, string>();
  const bySchema = new Map<Zod, string>();
  const define = (text: string): string => {
    const same = byText.get(text);
    if (same) return same;
    const name = `c${definitions.length}`;
    byText.set(text, name);
    definitions.push(`const ${name}=${text};`);
    return name;
  };
  // A lazy schema is checked through a name given before its check is written (it may contain
  // itself); the check is written once the rest is.
  const later: Array<[Zod, string]> = [];
  const reserved = new Map<Zod, string>();
  let reservations = 0;

  const fn = (schema: Zod): string => {
    const known = bySchema.get(schema);
    if (known) return known;
    const name = define(expression(schema));
    bySchema.set(schema, name);
    return name;
  };

  const withChecks = (schema: Zod, text: string): string => {
    const list = schema._zod.def.checks ?? [];
    if (list.length === 0) return text;
    return `check(${text},(o)=>${list.map(({ _zod: { def } }) => condition(def, "o")).join("&&")})`;
  };

  const expression = (schema: Zod): string => {
    const def = schema._zod.def;
    const checked = (text: string) => withChecks(schema, text);
    switch (def.type) {
      case "string":
        if (def.coerce) throw unsupported("a coerced string");
        // z.email(), z.uuid() and the like are strings whose format is the schema itself.
        if (def.format !== undefined) throw unsupported(`a string of format ${String(def.format)}`);
        return checked("str");
      case "number":
        if (def.coerce) throw unsupported("a coerced number");
        if (def.format === undefined) return checked("num");
        if (def.format === "safeint") return checked("int");
        throw unsupported(`a number of format ${String(def.format)}`);
      case "boolean":
        return checked("bool");
      case "enum":
        return checked(`oneOf(${JSON.stringify(Object.values(def.entries as object))})`);
      case "literal": {
        // Values JSON writes as they are and `includes` finds as zod's set does (not a NaN).
        const values = def.values as unknown[];
        const plain = (v: unknown) =>
          v === null ||
          typeof v === "string" ||
          typeof v === "boolean" ||
          (typeof v === "number" && Number.isFinite(v));
        if (!values.every(plain)) throw unsupported("a literal that JSON cannot write");
        return checked(`oneOf(${JSON.stringify(values)})`);
      }
      case "optional":
        if (inner(def)._zod.optin === "defaulted") throw unsupported("an optional default");
        return checked(`opt(${fn(inner(def))})`);
      case "nullable":
        return checked(`nul(${fn(inner(def))})`);
      case "catch": {
        // Only a constant: what the catch gives must not depend on the input it replaces.
        const catchValue = def.catchValue as (ctx: unknown) => unknown;
        const caught = catchValue({ issues: [], value: undefined, input: undefined, error: {} });
        const again = catchValue({ issues: [], value: 1, input: 1, error: {} });
        if (caught !== again || (typeof caught === "object" && caught !== null))
          throw unsupported("a catch value that is not a constant");
        const literal = caught === undefined ? "undefined" : JSON.stringify(caught);
        return checked(`caught(${fn(inner(def))},${literal})`);
      }
      case "lazy": {
        const target = (def.getter as () => Zod)();
        let name = bySchema.get(target) ?? reserved.get(target);
        if (!name) {
          name = `l${reservations++}`;
          reserved.set(target, name);
          later.push([target, name]);
        }
        return checked(`(v)=>${name}(v)`);
      }
      case "union":
        if (def.inclusive === false) throw unsupported("an exclusive union");
        return checked(`any(${(def.options as Zod[]).map(fn).join(",")})`);
      case "array":
        return checked(`arr(${fn(def.element as Zod)})`);
      case "tuple": {
        const items = def.items as Zod[];
        if (def.rest || items.some((item) => item._zod.optin || item._zod.optout))
          throw unsupported("a tuple with optional items or a rest");
        return checked(`tup(${items.map(fn).join(",")})`);
      }
      case "record": {
        const keyType = (def.keyType as Zod)._zod.def;
        if (keyType.type !== "string" || keyType.checks?.length || def.mode === "loose")
          throw unsupported("a record whose keys are not plain strings");
        return checked(`rec(${fn(def.valueType as Zod)})`);
      }
      case "object": {
        if (def.catchall) throw unsupported("an object that keeps or refuses unknown keys");
        const fields = Object.entries(def.shape as Record<string, Zod>).map(([key, field]) => {
          const { optin, optout } = field._zod;
          // As zod's object: an absent key that may be absent adds nothing and is not checked.
          if (optin === "optional" && optout === "optional")
            return `[${JSON.stringify(key)},${fn(field)},1]`;
          if (optin === undefined) return `[${JSON.stringify(key)},${fn(field)}]`;
          throw unsupported(`the key ${key} (absent: ${optin}, ${String(optout)})`);
        });
        return checked(`obj([${fields.join(",")}])`);
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
  for (let i = 0; i < later.length; i++) {
    const [schema, name] = later[i]!;
    definitions.push(`const ${name}=${fn(schema)};`);
  }
  return RUNTIME + [...definitions, ...lines].join("\n") + "\n";
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
