import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type {
  OperationObject,
  ParameterObject,
  PathItemObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { OBJECT_ID_PATTERN } from '../middleware/parse-object-id.pipe';
import { UPLOAD_EXTENSION, type UploadDescription } from '../middleware/single-file-upload';
import { ApiErrorDto } from './api-error.dto';
import { applyRequestRules, QUERY_DTO_EXTENSION, queryDtoNamed, requestSchemaOf, validatedClasses } from './request-schema';

// The published contract (/api/docs, /api/docs-json). Nest builds it from the controllers and DTOs; this
// file adds what every route shares, so no controller has to repeat it: the request rules the validation
// pipe enforces, the errors any route can answer, the id format, and the file field of upload forms.
// `npm test` checks the result against the running API with Schemathesis (scripts/contract.mjs).

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const ERROR_SCHEMA: ReferenceObject = { $ref: `#/components/schemas/${ApiErrorDto.name}` };

/** The errors the API itself may answer for a route (the gateway adds its own, see the README). */
const SHARED_ERRORS = {
  invalid: { status: '400', description: 'The request is invalid: `message` names the first problem, `errors` every field' },
  unauthenticated: { status: '401', description: 'No valid token: log in again' },
  notFound: { status: '404', description: 'No such record' },
  tooLarge: { status: '413', description: 'The body is larger than the route accepts' },
  unsupported: { status: '415', description: 'The body is in an encoding the API does not read' },
  unavailable: { status: '503', description: 'The database cannot be reached; try again in a minute' },
} as const;

export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Society API')
      .setDescription(
        'Public website and staff portal API. Every route needs a Bearer token unless it lists no security. ' +
          'Request bodies are checked against these schemas exactly: a field not listed is refused (400). ' +
          'A PUT changes only the fields it sends, but it must send a body ({} changes nothing). ' +
          "Accept-Language picks the language of an answer's message (hi: Hindi, anything else: English; the field names in errors stay as they are), " +
          'and a public form keeps it as the language of the person\'s mails.',
      )
      .addBearerAuth()
      .build(),
    { extraModels: [ApiErrorDto] },
  );
  applyValidationRules(document, validatedClasses());
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as PathItemObject)[method];
      if (operation) describeOperation(path, operation, document);
    }
  }
  return document;
}

/** Request DTO schemas take the validation pipe's rules (see request-schema.ts); each must have rules to take. */
function applyValidationRules(document: OpenAPIObject, classes: ReturnType<typeof validatedClasses>): void {
  const schemas = document.components?.schemas ?? {};
  for (const name of requestSchemaNames(document)) {
    const target = classes.get(name);
    // A body class with no rule of its own (an empty subclass) would be documented without its parent's rules.
    if (!target) throw new Error(`OpenAPI: request schema ${name} declares no validation rule of its own: use its parent class, or give it a rule`);
    const schema = schemas[name] as SchemaObject | undefined;
    if (schema) applyRequestRules(schema, target);
  }
}

/** The schemas of request bodies, and of the DTOs nested in them. */
function requestSchemaNames(document: OpenAPIObject): Set<string> {
  const names = new Set<string>();
  const add = (ref: string | undefined) => {
    const name = ref?.split('/').pop();
    if (!name || names.has(name)) return;
    names.add(name);
    const schema = document.components?.schemas?.[name] as SchemaObject | undefined;
    for (const property of Object.values(schema?.properties ?? {}) as SchemaObject[]) {
      // A nested DTO with a description or nullable is written allOf: [its $ref].
      const nested = [property, property.items, ...(property.allOf ?? [])] as Array<ReferenceObject | undefined>;
      for (const ref of nested) add(ref?.$ref);
    }
  };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const body = (item as PathItemObject)[method]?.requestBody as RequestBodyObject | undefined;
      for (const media of Object.values(body?.content ?? {})) add((media.schema as ReferenceObject | undefined)?.$ref);
    }
  }
  return names;
}

function describeOperation(path: string, operation: OperationObject, document: OpenAPIObject): void {
  const parameters = (operation.parameters ?? []) as ParameterObject[];
  for (const parameter of parameters) {
    // Every :id route reads its id through ParseObjectIdPipe.
    if (parameter.in === 'path' && parameter.name === 'id') parameter.schema = { type: 'string', pattern: OBJECT_ID_PATTERN.source };
  }
  const extensions = operation as { [QUERY_DTO_EXTENSION]?: string; [UPLOAD_EXTENSION]?: UploadDescription };
  const queryDto = extensions[QUERY_DTO_EXTENSION] ? queryDtoNamed(extensions[QUERY_DTO_EXTENSION]) : undefined;
  if (queryDto) {
    const rules = requestSchemaOf(queryDto);
    for (const parameter of parameters.filter(({ in: where }) => where === 'query')) {
      parameter.schema = { ...rules.properties[parameter.name] };
      parameter.required = rules.required.includes(parameter.name);
    }
  }
  const body = operation.requestBody as RequestBodyObject | undefined;
  if (body) {
    // No body is not an empty update: the API refuses it (middleware/validation.pipe.ts).
    body.required = true;
    const upload = extensions[UPLOAD_EXTENSION];
    if (upload) describeUpload(body, upload, document);
  }
  // Read here; not part of the contract.
  delete extensions[QUERY_DTO_EXTENSION];
  delete extensions[UPLOAD_EXTENSION];

  const errors: Array<{ status: string; description: string }> = [SHARED_ERRORS.unavailable];
  if (parameters.length > 0 || body) errors.push(SHARED_ERRORS.invalid);
  if (operation.security?.length) errors.push(SHARED_ERRORS.unauthenticated);
  if (parameters.some((parameter) => parameter.in === 'path') && path.includes('{')) errors.push(SHARED_ERRORS.notFound);
  if (body) errors.push(SHARED_ERRORS.tooLarge, SHARED_ERRORS.unsupported);

  const responses = operation.responses as Record<string, ResponseObject>;
  for (const { status, description } of errors) responses[status] ??= { description };
  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) >= 400 && !response.content) response.content = { 'application/json': { schema: ERROR_SCHEMA } };
  }
}

/**
 * The multipart form of an upload route: its DTO's fields (as text, the way forms send them) plus the file.
 * With `orField`, the form carries the file or that field, never both, and the JSON body that field; with
 * `fileRequiredWhen`, the form needs the file for those values, which the JSON body then cannot hold.
 */
function describeUpload(body: RequestBodyObject, upload: UploadDescription, document: OpenAPIObject): void {
  const multipart = body.content['multipart/form-data'];
  const ref = (multipart?.schema as ReferenceObject | undefined)?.$ref;
  const fields = ref ? (document.components?.schemas?.[ref.split('/').pop()!] as SchemaObject | undefined) : undefined;
  if (!multipart || !fields) return;
  const { orField, fileRequiredWhen: when } = upload;
  for (const named of [orField, when?.field]) {
    if (named && !fields.properties?.[named]) throw new Error(`OpenAPI: the upload of ${upload.field} names ${named}, which is not a field of its form`);
  }
  // Without the file, the deciding field holds one of its other values.
  const withoutFile = when && { properties: { [when.field]: { enum: ((fields.properties![when.field] as SchemaObject).enum ?? []).filter((value) => !when.values.includes(value as string)) } } };
  // A new media object: Nest shares one between the body's content types, and the JSON one has no file.
  body.content['multipart/form-data'] = {
    ...multipart,
    schema: {
      ...fields,
      // A form field is text: it cannot be null.
      properties: { ...withoutNull(fields.properties), [upload.field]: { type: 'string', format: 'binary', description: upload.description } },
      required: [...(fields.required ?? []), ...(upload.required ? [upload.field] : [])],
      ...(orField ? { oneOf: [{ required: [upload.field] }, { required: [orField] }] } : {}),
      ...(withoutFile ? { allOf: [...(fields.allOf ?? []), { anyOf: [{ required: [upload.field] }, withoutFile] }] } : {}),
    },
  };
  const json = body.content['application/json'];
  const jsonRules: SchemaObject[] = [];
  if (orField) jsonRules.push({ required: [orField], properties: { [orField]: { type: (fields.properties![orField] as SchemaObject).type } } });
  if (withoutFile) jsonRules.push(withoutFile);
  if (json && jsonRules.length > 0) body.content['application/json'] = { ...json, schema: { allOf: [json.schema as ReferenceObject, ...jsonRules] } };
}

function withoutNull(properties: SchemaObject['properties'] = {}): Record<string, SchemaObject> {
  return Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, { ...(schema as SchemaObject), nullable: undefined }]));
}
