/**
 * GitHub's own contract, held against every request the loopback fake answers. Origin: GitHub's
 * published descriptions, as installed — the REST API's OpenAPI description
 * (`@octokit/openapi`, `generated/api.github.com.json`) and the GraphQL schema
 * (`@octokit/graphql-schema`, `schema.json`). Nothing here is written from memory of the API.
 *
 * A REST request must be an operation of the description (method and path, its path parameters
 * of their types), take only the query parameters the operation takes (of their types and enums)
 * and send a JSON body its request-body schema accepts (OpenAPI 3.0: `nullable`, and
 * `additionalProperties` where GitHub's schemas set it). A GraphQL document must pass `graphql`'s
 * `validate` against the schema, and its variables must have the types the document declares.
 *
 * A request GitHub would refuse is answered as GitHub answers it (404 for an operation it does
 * not have, 422 for a body or a query value it refuses, 400 for a body that is not JSON, 200 with
 * `errors` for a GraphQL document) and is recorded as a violation: under Jest every test of a
 * file that imports the fake fails when a request it caused broke the contract, whether or not
 * the product noticed the refusal (the hooks at the end of this file). An unknown query parameter
 * is one GitHub ignores; the fake answers it as GitHub does but the test still fails, since the
 * product believes it asked for something it did not get.
 *
 * Cost: Jest gives each test file its own globals and module registry, so a module-level cache
 * would parse the description (13 MB) again in every file. Instead the contract's state lives
 * as long as the Jest worker: the description is parsed with the worker's own JSON, and Ajv and
 * graphql are loaded with the worker's own `require` (node:vm `runInThisContext` reaches the
 * worker's global), so the validators compiled per operation on first use and the GraphQL schema
 * are built once per worker and hold nothing of any test file; so is the index of operations
 * (plain data, copied into the worker's realm). The fake reads it all when it starts
 * (`prepareContract`), so no request a test times pays for it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import type * as AjvExports from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type * as GraphqlExports from 'graphql';
import type { GraphQLSchema } from 'graphql';

const DESCRIPTION = join(
  import.meta.dirname,
  '../../node_modules/@octokit/openapi/generated/api.github.com.json',
);
const GRAPHQL_SCHEMA = join(import.meta.dirname, '../../node_modules/@octokit/graphql-schema/schema.json');

/** One request GitHub's description refuses. */
export interface ContractViolation {
  /** `METHOD /path/template (operation-id)`, or `POST /graphql (query Name)`. */
  operation: string;
  /** What was wrong, naming the field or parameter. */
  message: string;
  /** As sent: method and path with its query. */
  request: string;
}

/** What the fake answers instead of routing the request. */
export interface ContractRefusal {
  status: number;
  data: unknown;
  headers: Record<string, string>;
}

export interface ContractRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body; the raw text when it was not JSON; undefined when empty. */
  body: unknown;
  raw: string;
}

// --- the description and the libraries, once per worker ---

interface Schema {
  [key: string]: unknown;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  operationId?: string;
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> } | { $ref: string };
  externalDocs?: { url?: string };
}

interface Description {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
}

type AjvModule = typeof AjvExports;
type AjvInstance = InstanceType<AjvModule['Ajv']>;
type GraphqlModule = typeof GraphqlExports;

interface WorkerState {
  /** Parses JSON into the worker's realm. */
  json: JSON;
  load: (id: string) => unknown;
  description?: Description;
  ajv?: { body: AjvInstance; query: AjvInstance };
  bodyValidators: Map<string, ValidateFunction | null>;
  queryValidators: Map<string, ValidateFunction>;
  routes?: RouteIndex;
  graphql?: GraphqlModule;
  graphqlSchema?: GraphQLSchema;
}

/** This test file's handle on it. */
let workerState: WorkerState | undefined;

/** The state kept on the worker process's own global, made there on the first call. */
function worker(): WorkerState {
  if (workerState) return workerState;
  const real = runInThisContext('globalThis') as Record<symbol, WorkerState | undefined>;
  const key = Symbol.for('reviewer-lanes.github-contract');
  const known = real[key];
  if (known) return (workerState = known);
  const realProcess = runInThisContext('process') as NodeJS.Process;
  const { createRequire } = realProcess.getBuiltinModule('node:module');
  const state = runInThisContext(
    '({ json: JSON, bodyValidators: new Map(), queryValidators: new Map() })',
  ) as WorkerState;
  state.load = createRequire(import.meta.filename);
  real[key] = state;
  return (workerState = state);
}

function description(): Description {
  const w = worker();
  return (w.description ??= w.json.parse(readFileSync(DESCRIPTION, 'utf8')) as Description);
}

// --- the operations, indexed by method and number of segments ---

/** A path segment: a literal, or a parameter (digits only when the description says integer). */
type Segment = string | { param: string; integer: boolean };

interface Route {
  method: string;
  template: string;
  segments: Segment[];
}

interface RouteIndex {
  /** By method, then by the number of segments. */
  fixed: Record<string, Record<number, Route[]>>;
  /** Templates with a multi-segment parameter (`{path}` of the contents API): any length. */
  multi: Route[];
}

interface Resolved {
  route: Route;
  operation: Operation;
  params: Parameter[];
  name: string;
  docs: string;
}

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete', 'head']);

const isRef = (x: unknown): x is { $ref: string } =>
  typeof x === 'object' && x !== null && typeof (x as { $ref?: unknown }).$ref === 'string';

function componentParameter(ref: string): Parameter {
  const name = ref.replace('#/components/parameters/', '');
  const p = description().components.parameters[name];
  if (!p) throw new Error(`the description has no parameter ${ref}`);
  return p;
}

function parametersOf(op: Operation): Parameter[] {
  return (op.parameters ?? []).map((p) => (isRef(p) ? componentParameter(p.$ref) : p));
}

function routeIndex(): RouteIndex {
  const w = worker();
  if (w.routes) return w.routes;
  const index: RouteIndex = { fixed: {}, multi: [] };
  for (const [template, item] of Object.entries(description().paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = parametersOf(operation);
      let multi = false;
      const segments = template
        .split('/')
        .slice(1)
        .map((s): Segment => {
          const name = /^\{(.+)\}$/.exec(s)?.[1];
          if (name === undefined) return s;
          const p = params.find((x) => x.in === 'path' && x.name === name);
          if ((p as { 'x-multi-segment'?: boolean } | undefined)?.['x-multi-segment']) multi = true;
          return { param: name, integer: p?.schema?.['type'] === 'integer' };
        });
      const route = { method: method.toUpperCase(), template, segments };
      if (multi) index.multi.push(route);
      else ((index.fixed[route.method] ??= {})[segments.length] ??= []).push(route);
    }
  }
  // Plain data, copied into the worker's realm so that no test file's objects are kept.
  return (w.routes = w.json.parse(JSON.stringify(index)) as RouteIndex);
}

function matches(route: Route, parts: string[]): boolean {
  const last = route.segments.length - 1;
  if (route.segments.length > parts.length) return false;
  for (const [i, seg] of route.segments.entries()) {
    // A multi-segment parameter is the last one in GitHub's templates: it takes the rest.
    const part = typeof seg !== 'string' && i === last ? parts.slice(i).join('/') : parts[i];
    if (part === undefined || part === '') return false;
    if (typeof seg === 'string' ? seg !== part : seg.integer && !/^\d+$/.test(part)) return false;
  }
  return route.segments.length === parts.length || typeof route.segments[last] !== 'string';
}

/** Of the templates a path matches, the one whose first differing segment is a literal. */
function moreSpecific(a: Route, b: Route): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const la = typeof a.segments[i] === 'string';
    const lb = typeof b.segments[i] === 'string';
    if (la !== lb) return la ? -1 : 1;
  }
  return b.segments.length - a.segments.length;
}

function candidates(method: string, parts: string[]): Route[] {
  const index = routeIndex();
  const fixed = index.fixed[method]?.[parts.length] ?? [];
  return [...fixed, ...index.multi.filter((r) => r.method === method)].filter((r) => matches(r, parts));
}

function resolve(method: string, path: string): Resolved | { pathKnown: boolean } {
  const parts = path.split('/').slice(1);
  const route = candidates(method, parts).sort(moreSpecific)[0];
  if (!route) {
    const others = Object.keys(routeIndex().fixed).filter((m) => m !== method);
    return { pathKnown: others.some((m) => candidates(m, parts).length > 0) };
  }
  const operation = description().paths[route.template]?.[method.toLowerCase()] as Operation;
  const id = operation.operationId;
  return {
    route,
    operation,
    params: parametersOf(operation),
    name: `${method} ${route.template}${id ? ` (${id})` : ''}`,
    docs: operation.externalDocs?.url ?? 'https://docs.github.com/rest',
  };
}

function ajvs(): { body: AjvInstance; query: AjvInstance } {
  const w = worker();
  if (!w.ajv) {
    const { Ajv } = w.load('ajv') as AjvModule;
    const formats = w.load('ajv-formats') as (ajv: AjvInstance) => AjvInstance;
    // OpenAPI's own keywords (example, x-github, …) are not JSON Schema: ignored, not refused.
    const options = { strict: false, allErrors: true, logger: false as const };
    w.ajv = {
      body: formats(new Ajv(options)),
      query: formats(new Ajv({ ...options, coerceTypes: 'array' })),
    };
  }
  return w.ajv;
}

/**
 * An OpenAPI 3.0 schema as JSON Schema: `nullable` as a `null` type (Ajv takes `nullable` only
 * beside `type`, and GitHub's description has it beside `anyOf`/`allOf` too), and references to
 * components as local definitions, collected into `definitions`.
 */
function portable(schema: unknown, definitions: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((x) => portable(x, definitions));
  if (typeof schema !== 'object' || schema === null) return schema;
  const s = schema as Schema;
  if (isRef(s)) {
    const name = s.$ref.replace('#/components/schemas/', '');
    if (!(name in definitions)) {
      definitions[name] = true; // a placeholder while a recursive schema is converted
      definitions[name] = portable(description().components.schemas[name], definitions);
    }
    return { $ref: `#/definitions/${name}` };
  }
  const out: Schema = {};
  for (const [k, v] of Object.entries(s)) {
    if (k === 'nullable' || k === 'example' || k === 'examples' || k === 'description') continue;
    out[k] =
      k === 'properties' || k === 'patternProperties' ? mapValues(v, definitions) : portable(v, definitions);
  }
  if (s['nullable'] !== true) return out;
  if (typeof out['type'] === 'string') return { ...out, type: [out['type'], 'null'] };
  return { anyOf: [{ type: 'null' }, out] };
}

function mapValues(v: unknown, definitions: Record<string, unknown>): unknown {
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, portable(x, definitions)]));
}

function compile(ajv: AjvInstance, schema: unknown): ValidateFunction {
  const definitions: Record<string, unknown> = {};
  const root = portable(schema, definitions) as Schema;
  // Ajv keeps the schema it compiled: a copy in the worker's realm, not one of this test file.
  return ajv.compile(worker().json.parse(JSON.stringify({ ...root, definitions })) as Schema);
}

function bodyValidator(r: Resolved): ValidateFunction | null {
  const cache = worker().bodyValidators;
  if (cache.has(r.name)) return cache.get(r.name) ?? null;
  const rb = r.operation.requestBody;
  const schema = rb && !isRef(rb) ? rb.content?.['application/json']?.schema : undefined;
  const v = schema ? compile(ajvs().body, schema) : null;
  cache.set(r.name, v);
  return v;
}

function queryValidator(r: Resolved): ValidateFunction {
  const cache = worker().queryValidators;
  const known = cache.get(r.name);
  if (known) return known;
  const query = r.params.filter((p) => p.in === 'query');
  const v = compile(ajvs().query, {
    type: 'object',
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
    required: query.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  });
  cache.set(r.name, v);
  return v;
}

/** An Ajv error in words that name the field: `/comments/0/line must be integer`. */
function said(e: ErrorObject, root: string): string {
  const at = e.instancePath ? `${root}${e.instancePath.replace(/\//g, '.')}` : root;
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'additionalProperties')
    return `${at}.${String(p['additionalProperty'])} is not a permitted key`;
  if (e.keyword === 'required') return `${at}.${String(p['missingProperty'])} is required`;
  if (e.keyword === 'enum') return `${at} must be one of ${JSON.stringify(p['allowedValues'])}`;
  return `${at} ${e.message ?? 'is invalid'}`;
}

/** Ajv lists each branch of an anyOf/oneOf; the failure of the whole says enough once. */
function messages(errors: ErrorObject[] | null | undefined, root: string): string[] {
  return [...new Set((errors ?? []).map((e) => said(e, root)))];
}

// --- the check ---

const violations: ContractViolation[] = [];

/** The violations recorded since the last call, removed (the hooks below, and tests of the check). */
export function takeViolations(): ContractViolation[] {
  return violations.splice(0);
}

function refuse(
  violation: Omit<ContractViolation, 'request'>,
  req: ContractRequest,
  answer: ContractRefusal | null,
): ContractRefusal | null {
  const q = req.query.toString();
  violations.push({ ...violation, request: `${req.method} ${req.path}${q ? `?${q}` : ''}` });
  return answer;
}

const NOT_FOUND = (docs = 'https://docs.github.com/rest'): ContractRefusal => ({
  status: 404,
  data: { message: 'Not Found', documentation_url: docs, status: '404' },
  headers: {},
});

const INVALID = (detail: string[], docs: string): ContractRefusal => ({
  status: 422,
  data: { message: `Invalid request.\n\n${detail.join('\n')}`, documentation_url: docs, status: '422' },
  headers: {},
});

function checkRest(req: ContractRequest): ContractRefusal | null {
  const found = resolve(req.method, req.path);
  if (!('route' in found)) {
    const message = found.pathKnown
      ? `GitHub has no ${req.method} operation on this path`
      : 'GitHub has no operation with this path';
    return refuse({ operation: `${req.method} ${req.path}`, message }, req, NOT_FOUND());
  }
  const r = found;
  if (typeof req.body === 'string' && req.raw.length > 0) {
    return refuse({ operation: r.name, message: 'the body is not JSON' }, req, {
      status: 400,
      data: { message: 'Problems parsing JSON', documentation_url: r.docs, status: '400' },
      headers: {},
    });
  }
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(req.query.keys())) {
    const all = req.query.getAll(key);
    query[key] = all.length === 1 ? (all[0] as string) : all;
  }
  const qv = queryValidator(r);
  if (!qv(query)) {
    const errs = qv.errors ?? [];
    const unknown = errs.filter((e) => e.keyword === 'additionalProperties');
    const wrong = errs.filter((e) => e.keyword !== 'additionalProperties');
    for (const e of unknown) {
      const name = String((e.params as { additionalProperty?: unknown }).additionalProperty);
      refuse(
        { operation: r.name, message: `query parameter ${name} is not one this operation takes` },
        req,
        null,
      );
    }
    if (wrong.length > 0) {
      const said = messages(wrong, 'query');
      return refuse({ operation: r.name, message: said.join('; ') }, req, INVALID(said, r.docs));
    }
  }
  const rb = r.operation.requestBody;
  const present = req.body !== undefined;
  if (!present) {
    if (rb && !isRef(rb) && rb.required) {
      return refuse(
        { operation: r.name, message: 'the operation requires a body' },
        req,
        INVALID(['a body is required'], r.docs),
      );
    }
    return null;
  }
  const bv = bodyValidator(r);
  if (!bv) {
    // GitHub ignores a body an operation does not take; octokit sends none. Sending one anyway means
    // the product thinks it says something GitHub does not read.
    return refuse({ operation: r.name, message: 'the operation takes no JSON body' }, req, null);
  }
  if (bv(req.body)) return null;
  const said = messages(bv.errors, 'body');
  return refuse({ operation: r.name, message: said.join('; ') }, req, INVALID(said, r.docs));
}

function graphqlOfWorker(): { graphql: GraphqlModule; schema: GraphQLSchema } {
  const w = worker();
  w.graphql ??= w.load('graphql') as GraphqlModule;
  if (!w.graphqlSchema) {
    // The introspection, not schema.graphql: that SDL (15.26.1) defines two fields of
    // EnterpriseOwnerInfo twice (repositoryDeployKeySetting…), which buildSchema refuses.
    const introspection = w.json.parse(readFileSync(GRAPHQL_SCHEMA, 'utf8')) as { data?: unknown };
    w.graphqlSchema = w.graphql.buildClientSchema((introspection.data ?? introspection) as never);
  }
  return { graphql: w.graphql, schema: w.graphqlSchema };
}

function checkGraphql(req: ContractRequest): ContractRefusal | null {
  const { graphql, schema } = graphqlOfWorker();
  const { parse, validate, getVariableValues, Kind } = graphql;
  const body = (req.body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
  const graphqlError = (name: string, problems: string[]) =>
    refuse({ operation: `POST /graphql (${name})`, message: problems.join('; ') }, req, {
      status: 200,
      data: { errors: problems.map((message) => ({ message })) },
      headers: {},
    });
  if (typeof body.query !== 'string')
    return graphqlError('no document', ['A query attribute must be specified']);
  let doc;
  try {
    doc = parse(body.query);
  } catch (err) {
    return graphqlError('unparsable document', [(err as Error).message]);
  }
  const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const name = op ? `${op.operation} ${op.name?.value ?? '(anonymous)'}` : 'no operation';
  const errors = validate(schema, doc).map((e) => e.message);
  if (errors.length > 0) return graphqlError(name, errors);
  if (op) {
    const vars = (
      typeof body.variables === 'object' && body.variables !== null ? body.variables : {}
    ) as Record<string, unknown>;
    const coerced = getVariableValues(schema, op.variableDefinitions ?? [], vars);
    if (coerced.errors)
      return graphqlError(
        name,
        coerced.errors.map((e) => e.message),
      );
  }
  return null;
}

/**
 * The contract's verdict on one request: null when GitHub would take it (it may still have been
 * recorded, for an unknown query parameter), else what GitHub answers.
 */
export function checkRequest(req: ContractRequest): ContractRefusal | null {
  try {
    return req.method === 'POST' && req.path === '/graphql' ? checkGraphql(req) : checkRest(req);
  } catch (err) {
    return refuse(
      { operation: `${req.method} ${req.path}`, message: `the contract check failed: ${String(err)}` },
      req,
      null,
    );
  }
}

/**
 * Reads the description and loads Ajv before the first request (once per worker), so that the
 * first request a test times is not the one that pays for it.
 */
export function prepareContract(): void {
  routeIndex();
  ajvs();
}

/** Whether requests are checked: under Jest, where a violation can fail the test that caused it. */
export const contractChecked = typeof (globalThis as { afterEach?: unknown }).afterEach === 'function';

/** Throws, listing them, when requests broke the contract since the last call (the hooks below). */
export function assertNoViolations(when: string): void {
  const found = takeViolations();
  if (found.length === 0) return;
  const lines = found.map((v) => `- ${v.operation}: ${v.message}\n  (${v.request})`);
  throw new Error(
    `GitHub's published description refuses ${found.length} request(s) ${when}:\n${lines.join('\n')}`,
  );
}

if (contractChecked) {
  // Registered when a test file imports the fake: every test of it is held to the contract.
  afterEach(() => assertNoViolations('this test sent'));
  afterAll(() => assertNoViolations('sent after the last test'));
}
