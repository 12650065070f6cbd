import { ApiExtension } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

// The OpenAPI schema of a request DTO is derived from the rules the validation pipe runs, so the document
// cannot promise what the API refuses or hide what it accepts. @ApiProperty still gives descriptions and
// examples; where a rule cannot be read from its metadata (a ValidateBy of ours), RULE_SCHEMAS says what
// it accepts, next to nothing else. A property whose @ApiProperty spells out a oneOf/anyOf keeps it: its
// rule is one no keyword list captures.

type ClassType = abstract new (...args: never[]) => unknown;
type Metadata = ValidationMetadata & { name?: string };

/** Rules by the name class-validator registers them under (our ValidateBy names included). */
const RULE_SCHEMAS: Record<string, (constraints: unknown[]) => SchemaObject> = {
  isString: () => ({ type: 'string' }),
  isInt: () => ({ type: 'integer' }),
  isNumber: ([options]) => {
    const decimals = (options as { maxDecimalPlaces?: number } | undefined)?.maxDecimalPlaces;
    return { type: 'number', ...(decimals === undefined ? {} : { multipleOf: 10 ** -decimals }) };
  },
  isBoolean: () => ({ type: 'boolean' }),
  // validator.js's isEmail wants a top-level domain of two letters or more ('a@b.c' is refused): the pattern says so.
  isEmail: () => ({ type: 'string', format: 'email', pattern: '\\.[A-Za-z]{2,63}$' }),
  // The links validator.js's isURL takes with a host name and one of the rule's protocols (field-rules asks for http(s) or https).
  isUrl: ([options]) => {
    const protocols = (options as { protocols?: string[] } | undefined)?.protocols ?? ['http', 'https'];
    const scheme = protocols.length === 1 ? protocols[0] : [...protocols].sort().join() === 'http,https' ? 'https?' : `(?:${protocols.join('|')})`;
    return { type: 'string', pattern: `^${scheme}://(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}(?::[1-9]\\d{0,3})?(?:[/?#][^\\s<>]*)?$` };
  },
  isMongoId: () => ({ type: 'string', pattern: '^[0-9a-fA-F]{24}$' }),
  isIn: ([options]) => ({ enum: [...(options as unknown[])] }),
  equals: ([value]) => ({ enum: [value] }),
  maxLength: ([max]) => ({ maxLength: max as number }),
  minLength: ([min]) => ({ minLength: min as number }),
  isLength: ([min, max]) => ({ minLength: min as number, ...(max === undefined ? {} : { maxLength: max as number }) }),
  matches: ([pattern]) => ({ type: 'string', pattern: (pattern as RegExp).source }),
  min: ([min]) => ({ minimum: min as number }),
  max: ([max]) => ({ maximum: max as number }),
  isArray: () => ({ type: 'array' }),
  arrayNotEmpty: () => ({ type: 'array', minItems: 1 }),
  arrayMinSize: ([min]) => ({ type: 'array', minItems: min as number }),
  arrayMaxSize: ([max]) => ({ type: 'array', maxItems: max as number }),
  arrayUnique: () => ({ type: 'array', uniqueItems: true }),
};

/** The rule that makes an optional field required after all (field-rules.ts, Requirement): stated on the body. */
export const REQUIRED_WHEN = 'requiredWhen';
/** What a REQUIRED_WHEN rule carries: the field and values that make it required, the fields that stand in for it. */
export interface RequirementRule {
  when?: { field: string; values: readonly string[] };
  orElse?: readonly string[];
}

/** Our own rules (ValidateBy), registered by the validation module that defines them. */
export function describeRule(name: string, schema: SchemaObject): void {
  RULE_SCHEMAS[name] = () => schema;
}

// ValidationTypes' values (class-validator exports the names only as a type).
const WHITELIST = 'whitelistValidation';
const NESTED = 'nestedValidation';

function rulesOf(target: ClassType): Map<string, Metadata[]> {
  const byProperty = new Map<string, Metadata[]>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(target as never, '', true, false) as Metadata[]) {
    const list = byProperty.get(rule.propertyName) ?? [];
    list.push(rule);
    byProperty.set(rule.propertyName, list);
  }
  return byProperty;
}

/**
 * Whether the pipe accepts `value` for `property` (transforms included), whatever the other fields hold.
 * The optional and clearable rules are conditions (ValidateIf) no metadata spells out: asking the
 * validator itself is the one way to document exactly what it does.
 */
function accepts(target: ClassType, property: string, value: unknown, others: Record<string, unknown> = {}): boolean {
  const instance = plainToInstance(target as never, value === undefined ? others : { ...others, [property]: value }) as object;
  return !validateSync(instance).some((error) => error.property === property);
}

type Requirement = RequirementRule & { property: string };

/** The property schemas and required names the validation pipe enforces on `target`, and the requirements between fields. */
export function requestSchemaOf(target: ClassType): { properties: Record<string, SchemaObject>; required: string[]; acceptedAsIs: string[]; requirements: Requirement[] } {
  const properties: Record<string, SchemaObject> = {};
  const required: string[] = [];
  const acceptedAsIs: string[] = [];
  const requirements: Requirement[] = [];
  for (const [property, rules] of rulesOf(target)) {
    if (rules.every((rule) => rule.type === WHITELIST)) {
      acceptedAsIs.push(property); // taken without a rule (and ignored): documented only if @ApiProperty says so
      continue;
    }
    const requirement = rules.find((rule) => rule.name === REQUIRED_WHEN)?.constraints?.[0] as RequirementRule | undefined;
    if (requirement) requirements.push({ property, ...requirement });
    // The field on its own, where its requirement does not apply (no deciding value; a stand-in given): the
    // requirement is the body's (requirementsSchema).
    const alone = (value: unknown) => accepts(target, property, value, requirement?.orElse?.length ? { [requirement.orElse[0]]: 'x' } : {});
    let schema: SchemaObject = {};
    const items: SchemaObject = {};
    for (const rule of rules) {
      if (rule.type === NESTED) continue;
      const describe = rule.name ? RULE_SCHEMAS[rule.name] : undefined;
      if (describe) Object.assign(rule.each ? items : schema, describe(rule.constraints ?? []));
    }
    if (Object.keys(items).length > 0) Object.assign(schema, { type: 'array', items: { ...items } });
    if (rules.some((rule) => rule.name === 'isNotEmpty') && !schema.enum && (schema.type ?? 'string') === 'string') {
      schema.type = 'string';
      schema.minLength = Math.max(schema.minLength ?? 0, 1);
      // A required text is trimmed first: spaces alone are empty.
      if (!schema.pattern && !schema.format && !alone(' ')) schema.pattern = '\\S';
    }
    // Blank text that clears a field, and null, where the pipe takes them.
    if (schema.type === 'string' || schema.enum) {
      const blank = alone('') ? (alone(' ') ? { type: 'string', pattern: '^\\s*$' } : { type: 'string', enum: [''] }) : null;
      if (blank && !schema.enum?.includes('')) schema = { anyOf: [schema, blank as SchemaObject] };
    }
    if (alone(null)) Object.assign(schema, nullableSchema(schema));
    if (!alone(undefined)) required.push(property);
    properties[property] = schema;
  }
  return { properties, required, acceptedAsIs, requirements };
}

/**
 * `schema` taking null too. OpenAPI 3.0 reads `nullable` only beside a `type`: a list of values (an enum, which
 * has none) names null among them.
 */
function nullableSchema(schema: SchemaObject): SchemaObject {
  return schema.enum && !schema.type ? { ...schema, enum: [...schema.enum, null], nullable: true } : { ...schema, nullable: true };
}

/** A field given: text with more than spaces, or a value of the field's type (not null). */
function givenSchema(schema: SchemaObject): SchemaObject {
  const own = (schema.anyOf?.[0] as SchemaObject | undefined) ?? schema;
  return own.type === 'string' || own.enum ? { type: 'string', pattern: '\\S' } : { type: own.type };
}

/**
 * The requirements between fields as JSON Schema: a field needed unless another is given is an anyOf of the
 * two; fields needed for some values of a deciding field (the kind of a request) are one branch per group
 * of values that need the same fields, with the deciding field's enum narrowed to those values.
 */
function requirementsSchema(requirements: Requirement[], properties: Record<string, SchemaObject>, required: string[]): SchemaObject[] {
  const given = (field: string): SchemaObject => ({ required: [field], properties: { [field]: givenSchema(properties[field]) } });
  const needed = ({ property, orElse = [] }: Requirement): SchemaObject => (orElse.length === 0 ? given(property) : { anyOf: [property, ...orElse].map(given) });
  const clauses = requirements.filter((requirement) => !requirement.when).map(needed);
  for (const field of new Set(requirements.flatMap(({ when }) => (when ? [when.field] : [])))) {
    const listed = properties[field]?.enum as Array<string | null> | undefined;
    if (!listed) throw new Error(`OpenAPI: a requirement depends on ${field}, which has no list of values`);
    const values = listed.filter((value): value is string => value !== null); // null goes with a group below
    const groups = new Map<string, { values: string[]; needs: Requirement[] }>();
    for (const value of values) {
      const needs = requirements.filter(({ when }) => when?.field === field && when.values.includes(value));
      const key = needs.map(({ property }) => property).join();
      if (!groups.has(key)) groups.set(key, { values: [], needs });
      groups.get(key)!.values.push(value);
    }
    // null, where the field takes it, clears it: it goes with the blank value, or with every value when none is blank.
    const nullable = (group: string[]) => Boolean(properties[field].nullable) && (!values.includes('') || group.includes(''));
    const branches = [...groups.values()].map(({ values: group, needs }) => {
      const branch: SchemaObject = { properties: { [field]: nullable(group) ? nullableSchema({ enum: group }) : { enum: group } } };
      for (const need of needs.map(needed)) {
        if (need.anyOf) branch.allOf = [...(branch.allOf ?? []), need];
        else Object.assign(branch, { required: [...(branch.required ?? []), ...need.required!], properties: { ...branch.properties, ...need.properties } });
      }
      return branch;
    });
    // With the deciding field required, exactly one branch holds.
    clauses.push(required.includes(field) ? { oneOf: branches } : { anyOf: branches });
  }
  return clauses;
}

/**
 * Merges the derived rules into the schema Nest built from @ApiProperty: the rules win; descriptions,
 * examples and defaults stay; properties without rules are dropped (the pipe refuses unknown fields).
 */
export function applyRequestRules(schema: SchemaObject, target: ClassType): void {
  const derived = requestSchemaOf(target);
  const documented = (schema.properties ?? {}) as Record<string, SchemaObject>;
  const merged: Record<string, SchemaObject> = {};
  for (const property of derived.acceptedAsIs) if (documented[property]) merged[property] = documented[property];
  for (const [property, rules] of Object.entries(derived.properties)) {
    const own = documented[property] ?? {};
    // An explicit anyOf stands as written (without the type Nest reflects from the TypeScript property).
    if (own.oneOf || own.anyOf) merged[property] = { ...own, type: undefined };
    else merged[property] = { ...stripConstraints(own), ...rules };
    // A list of nested DTOs keeps its items' schema (those DTOs get their own rules: api-document.ts).
    const ownItems = own.items as ReferenceObject | undefined;
    if (ownItems?.$ref && merged[property].type === 'array') merged[property].items = ownItems;
    // Beside a $ref every other keyword is ignored (null allowed, for one): the nested DTO goes into an allOf.
    const { $ref, ...rest } = merged[property] as SchemaObject & ReferenceObject;
    if ($ref && Object.keys(rest).length > 0) merged[property] = { ...rest, allOf: [{ $ref }] };
  }
  schema.type = 'object';
  schema.properties = merged;
  schema.additionalProperties = false;
  if (derived.required.length > 0) schema.required = derived.required;
  else delete schema.required;
  const clauses = requirementsSchema(derived.requirements, merged, derived.required);
  if (clauses.length === 1) Object.assign(schema, clauses[0]);
  else if (clauses.length > 1) schema.allOf = clauses;
}

const CONSTRAINT_KEYS = ['type', 'format', 'enum', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'items', 'minItems', 'maxItems'] as const;

function stripConstraints(schema: SchemaObject): SchemaObject {
  const copy: Record<string, unknown> = { ...schema };
  for (const key of CONSTRAINT_KEYS) delete copy[key];
  return copy as SchemaObject;
}

/** Every class the validation pipe knows rules for, by name (the name Nest gives its schema). */
export function validatedClasses(): Map<string, ClassType> {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<ClassType, unknown> };
  return new Map([...storage.validationMetadatas.keys()].map((target) => [target.name, target]));
}

/**
 * The query DTOs routes name, by class name. Kept here rather than found among validatedClasses(): a
 * subclass that adds no rule of its own (`class X extends PageQueryDto {}`) has no entry there.
 */
const QUERY_DTOS = new Map<string, ClassType>();

/** A route whose query string is read into `dto`: its parameters get the DTO's rules (api-document.ts). */
export const QueryRules = (dto: ClassType) => {
  QUERY_DTOS.set(dto.name, dto);
  return ApiExtension(QUERY_DTO_EXTENSION, dto.name);
};
export const QUERY_DTO_EXTENSION = 'x-query-dto';

/** The query DTO a route named through QueryRules. */
export function queryDtoNamed(name: string): ClassType {
  const dto = QUERY_DTOS.get(name);
  if (!dto) throw new Error(`OpenAPI: no query DTO named ${name} (declare it with QueryRules)`);
  return dto;
}
