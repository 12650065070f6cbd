// The published contract (/api/docs-json) says what the API does; these pin the decisions it records.
// The whole document is checked against the running API by Schemathesis (scripts/contract.mjs).
import request from 'supertest';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createUser, loginAs, type LoggedIn } from './helpers/factories';
import { CAMPAIGN_SLUGS, DATA_REQUEST_KINDS_WITH_DETAILS, DATA_REQUEST_KINDS_WITH_NOMINEE, SOCIAL_NETWORKS } from '@society/contracts';
import { BODY_REQUIRED_MESSAGE } from '../src/middleware/validation.pipe';
import { PERSON_NAME_PATTERN } from '../src/validation/person-name';

interface Operation {
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: { pattern?: string } }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: { $ref?: string; properties?: Record<string, { format?: string }>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { additionalProperties?: boolean; required?: string[]; properties: Record<string, Record<string, unknown>> }> } };

describe('the API contract', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let document: Document;
  const operations = () => Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t, 'admin');
    document = (await request(t.http).get('/api/docs-json').expect(200)).body as Document;
  });

  it('lists, for every route, the errors it can answer with the error body', () => {
    for (const { path, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      expect(statuses).toContain('503');
      if (operation.security?.length) expect(statuses).toContain('401');
      // Any signed-in user may log out or read who they are; every other secured route names its roles.
      if (operation.security?.length && !path.startsWith('/api/auth/')) expect(statuses).toContain('403');
      if (path.includes('{id}')) expect(statuses).toEqual(expect.arrayContaining(['400', '404']));
      if (operation.requestBody) expect(statuses).toEqual(expect.arrayContaining(['400', '413', '415']));
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) >= 400) expect(response.content?.['application/json'].schema.$ref).toBe('#/components/schemas/ApiErrorDto');
      }
    }
  });

  it('states request bodies as the validation pipe enforces them: required, exact, non-blank', () => {
    const bodies = operations().filter(({ operation }) => operation.requestBody);
    expect(bodies.length).toBeGreaterThan(15);
    for (const { operation } of bodies) expect(operation.requestBody!.required).toBe(true);

    const contact = document.components.schemas.ContactDto;
    expect(contact.additionalProperties).toBe(false);
    expect(contact.required).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    // Trimmed before it is checked: spaces alone are empty.
    expect(contact.properties.message).toMatchObject({ type: 'string', minLength: 1, pattern: '\\S' });

    const user = document.components.schemas.UpdateUserDto;
    expect(user.required).toBeUndefined();
    // A blank password keeps the current one.
    expect(user.properties.password).toMatchObject({ anyOf: [{ minLength: 8 }, { pattern: '^\\s*$' }], nullable: true });
  });

  it('states that a name the public types holds no link or address, in every public form', () => {
    const names = { ContactDto: ['name'], DonationRequestDto: ['name'], VolunteerApplicationDto: ['name', 'guardianName'], InternApplicationDto: ['name', 'guardianName'], DataRequestDto: ['name', 'nomineeName'] };
    for (const [dto, fields] of Object.entries(names)) {
      for (const field of fields) {
        const schema = document.components.schemas[dto].properties[field];
        // A field that '' clears states the rule in its first branch.
        const rule = (schema.anyOf as Array<Record<string, unknown>> | undefined)?.[0] ?? schema;
        expect([dto, field, rule.pattern]).toEqual([dto, field, PERSON_NAME_PATTERN]);
      }
    }
  });

  it('states the rules between fields, from the facts the validation runs on', () => {
    const schemas = document.components.schemas as unknown as Record<string, Record<string, unknown> & { properties: Record<string, unknown> }>;
    const branches = (name: string, field: string) =>
      (schemas[name].oneOf as Array<{ properties: Record<string, { enum: string[] }>; required?: string[] }>).map((branch) => [branch.properties[field].enum, branch.required ?? []]);
    // What a data request needs depends on its kind: one branch per group of kinds (the contracts' lists).
    expect(branches('DataRequestDto', 'kind')).toEqual([
      [['access', 'erasure'], []],
      [[...DATA_REQUEST_KINDS_WITH_DETAILS], ['details']],
      [[...DATA_REQUEST_KINDS_WITH_NOMINEE], ['nomineeName', 'nomineeEmail']],
    ]);
    expect(branches('DecisionDto', 'decision')).toEqual([[['approved'], []], [['rejected'], ['reply']]]);
    expect(branches('CreateStudentDto', 'consentMethod')).toEqual([[['in-person'], ['idDocumentSeen']], [['signed-form'], []]]);
    // Required text is text with more than spaces.
    expect((schemas.DataRequestDto.oneOf as unknown[])[1]).toMatchObject({ properties: { details: { type: 'string', pattern: '\\S' } } });
    expect(schemas.NewCertificateDto.anyOf).toEqual([
      { required: ['hours'], properties: { hours: { type: 'integer' } } },
      { required: ['description'], properties: { description: { type: 'string', pattern: '\\S' } } },
    ]);
    // A new incident's range needs a day; a blank or null scope is no range.
    const day = (field: string) => ({ required: [field], properties: { [field]: { type: 'string', pattern: '\\S' } } });
    expect(schemas.BreachCreateDto.anyOf).toEqual([
      // (OpenAPI 3.0 reads nullable only beside a type: a list of values names null itself.)
      { properties: { scope: { enum: ['all', '', null], nullable: true } } },
      { properties: { scope: { enum: ['range'] } }, allOf: [{ anyOf: [day('from'), day('to')] }] },
    ]);

    // Links the API takes as https only say so; the covers are named by campaign, and nothing else.
    for (const network of SOCIAL_NETWORKS) expect(JSON.stringify(schemas.SocialLinksInputDto.properties[network])).toContain('"pattern":"^https://');
    expect(JSON.stringify(schemas.ContactSettingsDto.properties.mapUrl)).toContain('"pattern":"^https://');
    expect(Object.keys(schemas.CampaignCoversDto.properties)).toEqual([...CAMPAIGN_SLUGS]);
    expect(schemas.CampaignCoversDto.additionalProperties).toBe(false);

    // A picture is uploaded or picked from the gallery, not both; as JSON, it is picked.
    const picture = document.paths['/api/admin/settings/campaign-covers/{slug}'].post.requestBody!.content;
    expect((picture['multipart/form-data'].schema as { oneOf?: unknown }).oneOf).toEqual([{ required: ['picture'] }, { required: ['galleryId'] }]);
    expect(picture['application/json'].schema).toEqual({ allOf: [{ $ref: '#/components/schemas/AddSitePictureDto' }, { required: ['galleryId'], properties: { galleryId: { type: 'string' } } }] });
    // A new student's consent by signed form comes with the form: a multipart upload, never JSON.
    const student = document.paths['/api/team/students'].post.requestBody!.content;
    expect((student['multipart/form-data'].schema as { allOf?: unknown }).allOf).toEqual([{ anyOf: [{ required: ['signedForm'] }, { properties: { consentMethod: { enum: ['in-person'] } } }] }]);
    expect(student['application/json'].schema).toEqual({ allOf: [{ $ref: '#/components/schemas/CreateStudentDto' }, { properties: { consentMethod: { enum: ['in-person'] } } }] });
  });

  it('answers a link that no longer works with 410, apart from a malformed request (400)', () => {
    for (const path of ['/api/auth/set-password', '/api/public/data-requests/confirm', '/api/public/data-requests/export']) {
      expect(Object.keys(document.paths[path].post.responses)).toEqual(expect.arrayContaining(['400', '410']));
    }
  });

  it('describes an upload form with its fields and its file, and the JSON form without the file', () => {
    const content = document.paths['/api/public/donations'].post.requestBody!.content;
    const form = content['multipart/form-data'].schema;
    expect(form.properties!.screenshot).toMatchObject({ format: 'binary' });
    expect(form.required).toEqual(expect.arrayContaining(['name', 'email', 'amount', 'utr']));
    expect(form.required).not.toContain('screenshot');
    expect(content['application/json'].schema.$ref).toBe('#/components/schemas/DonationRequestDto');
    expect(document.components.schemas.DonationRequestDto.properties.screenshot).toBeUndefined();
    expect(document.paths['/api/admin/addImage'].post.requestBody!.content['multipart/form-data'].schema.required).toContain('photo');
  });

  it('defines every path parameter: record ids by their form, public files by folder and name', () => {
    for (const { path, operation } of operations()) {
      const named = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const defined = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(defined.sort()).toEqual(named.sort());
    }
    const ids = operations().flatMap(({ operation }) => (operation.parameters ?? []).filter((parameter) => parameter.name === 'id'));
    for (const id of ids) expect(id.schema?.pattern).toBe('^[0-9a-fA-F]{24}$');
    expect(Object.keys(document.paths)).toContain('/api/uploads/public/{folder}/{file}');
  });

  it('refuses a PUT without a body, and takes {} as a change of nothing', async () => {
    const user = await createUser(t.app, { role: 'hr', name: 'Meena' });
    const put = () => request(t.http).put(`/api/admin/users/${String(user.user._id)}`).set('Authorization', admin.auth);
    expectError(await put(), 400, BODY_REQUIRED_MESSAGE);
    // A body the JSON parser does not read (another content type) is no body either.
    expectError(await put().set('Content-Type', 'text/plain').send('name=Other'), 400, BODY_REQUIRED_MESSAGE);
    const unchanged = await put().send({}).expect(200);
    expect(unchanged.body).toMatchObject({ email: user.email, role: 'hr', name: 'Meena' });
  });

  it('answers a method a path does not have with 405 and the methods it has', async () => {
    const trace = await request(t.http).trace('/api/admin/users');
    expectError(trace, 405, 'TRACE is not allowed here. Allowed: GET, HEAD, POST.');
    expect(trace.headers.allow).toBe('GET, HEAD, POST');

    // Also before the token is looked at: which methods a path has is public (so is the document).
    const patch = await request(t.http).patch('/api/public/Announcement');
    expectError(patch, 405);
    expect(patch.headers.allow).toBe('GET, HEAD, POST');

    // 'export.csv' is no record id, so the PUT of /donations/:id does not apply to it.
    const put = await request(t.http).put('/api/admin/donations/export.csv').set('Authorization', admin.auth).send({ name: 'x' });
    expectError(put, 405, 'PUT is not allowed here. Allowed: GET, HEAD.');
    const anonymous = await request(t.http).put('/api/hr/applicants/intern').send({});
    expectError(anonymous, 405);
    expect(anonymous.headers.allow).toBe('POST');

    // A path no route has stays 404, and a route's own 404 is untouched.
    expectError(await request(t.http).get('/api/no-such-thing'), 404);
    expectError(await request(t.http).delete('/api/admin/users/0123456789abcdef01234567').set('Authorization', admin.auth), 404);
  });
});
