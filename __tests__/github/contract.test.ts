/**
 * The loopback GitHub API holds every request to GitHub's published description
 * (`__fixtures__/github/contract.ts`): deliberately wrong requests are answered as GitHub answers
 * them and recorded, naming the operation and the field, so the test that sent them fails.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { assertNoViolations, takeViolations } from '../../__fixtures__/github/contract.js';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function send(method: string, path: string, body?: unknown) {
  fake ??= await startFakeGitHub();
  const res = await fetch(`${fake.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: 'token ghs_test' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, data: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const graphql = (query: string, variables: Record<string, unknown> = {}) =>
  send('POST', '/graphql', { query, variables });

describe('REST requests against the OpenAPI description', () => {
  it('a body field of the wrong type is 422, naming the operation and the field', async () => {
    const r = await send('POST', '/repos/octo/widgets/pulls/7/reviews', {
      event: 'COMMENT',
      body: 'see inline',
      comments: [{ path: 'src/a.ts', line: '12', body: 'here' }],
    });
    expect(r.status).toBe(422);
    expect(String(r.data?.['message'])).toMatch(/^Invalid request\./);
    const [v, ...more] = takeViolations();
    expect(more).toEqual([]);
    expect(v?.operation).toBe('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews (pulls/create-review)');
    expect(v?.message).toBe('body.comments.0.line must be integer');
    expect(v?.request).toBe('POST /repos/octo/widgets/pulls/7/reviews');
  });

  it('a value outside an enum, and a missing required field, are each named', async () => {
    const r = await send('POST', '/repos/octo/widgets/pulls/7/reviews', {
      event: 'APPROVED',
      comments: [{ path: 'src/a.ts', line: 3 }],
    });
    expect(r.status).toBe(422);
    const [v] = takeViolations();
    expect(v?.message).toContain('body.event must be one of ["APPROVE","REQUEST_CHANGES","COMMENT"]');
    expect(v?.message).toContain('body.comments.0.body is required');
  });

  it("a field the schema's additionalProperties refuses is named", async () => {
    // The description closes this body (additionalProperties: false); most of GitHub's are open.
    const r = await send('POST', '/repos/octo/widgets/code-scanning/sarifs', {
      commit_sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
      sarif: 'H4sI',
      colour: 'red',
    });
    expect(r.status).toBe(422);
    const [v] = takeViolations();
    expect(v?.operation).toContain('(code-scanning/upload-sarif)');
    expect(v?.message).toBe('body.colour is not a permitted key');
  });

  it('a query parameter the operation does not take is recorded though GitHub ignores it', async () => {
    fake = await startFakeGitHub();
    fake.seedComment(3, 'hello', 'alice');
    const r = await send('GET', '/repos/octo/widgets/issues/3/comments?per_page=10&author=alice');
    expect(r.status).toBe(200);
    const [v, ...more] = takeViolations();
    expect(more).toEqual([]);
    expect(v?.operation).toBe(
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/list-comments)',
    );
    expect(v?.message).toBe('query parameter author is not one this operation takes');
    expect(v?.request).toBe('GET /repos/octo/widgets/issues/3/comments?per_page=10&author=alice');
  });

  it('a query value of the wrong type or outside its enum is 422', async () => {
    expect((await send('GET', '/repos/octo/widgets/pulls/7/files?per_page=many')).status).toBe(422);
    expect(takeViolations().map((v) => v.message)).toEqual(['query.per_page must be integer']);
    expect((await send('GET', '/repos/octo/widgets/pulls/comments/5/reactions?content=smile')).status).toBe(
      422,
    );
    const [v] = takeViolations();
    expect(v?.operation).toContain('(reactions/list-for-pull-request-review-comment)');
    expect(v?.message).toMatch(/^query\.content must be one of \["\+1","-1",/);
  });

  it('an operation GitHub does not have is 404', async () => {
    const r = await send('POST', '/repos/octo/widgets/pulls/7/approve', {});
    expect(r.status).toBe(404);
    expect(r.data?.['message']).toBe('Not Found');
    expect(takeViolations()).toEqual([
      {
        operation: 'POST /repos/octo/widgets/pulls/7/approve',
        message: 'GitHub has no operation with this path',
        request: 'POST /repos/octo/widgets/pulls/7/approve',
      },
    ]);
    expect((await send('DELETE', '/repos/octo/widgets/pulls/7/files')).status).toBe(404);
    expect(takeViolations().map((v) => v.message)).toEqual(['GitHub has no DELETE operation on this path']);
  });

  it('a path parameter of the wrong type is no operation', async () => {
    expect((await send('GET', '/repos/octo/widgets/pulls/seven/files')).status).toBe(404);
    expect(takeViolations()).toHaveLength(1);
  });

  it('a multi-segment parameter takes the rest of the path; a literal segment wins over a parameter', async () => {
    // The fake serves neither: its own 404, and nothing recorded, since GitHub has both.
    expect((await send('GET', '/repos/octo/widgets/contents/src/deep/a.ts?ref=main')).status).toBe(404);
    expect((await send('GET', '/repos/octo/widgets/pulls/comments/5')).status).toBe(404);
    expect(takeViolations()).toEqual([]);
    // /gists/starred is gists/list-starred, which pages, not gists/get ({gist_id} is any string).
    await send('GET', '/gists/starred?per_page=5');
    expect(takeViolations()).toEqual([]);
    await send('GET', '/gists/aa5a315d61ae9438b18d?per_page=5');
    expect(takeViolations().map((v) => v.operation)).toEqual(['GET /gists/{gist_id} (gists/get)']);
  });

  it('the tarball operation (D23) takes a commit id as its multi-segment ref, and only GET', async () => {
    const sha = 'a'.repeat(40);
    fake = await startFakeGitHub();
    fake.archives.set('acme/lanes', { commits: new Map([[sha, Buffer.from('tarball')]]) });
    const r = await fetch(`${fake.url}/repos/acme/lanes/tarball/${sha}`, { redirect: 'manual' });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe(`${fake.url}/_codeload/acme/lanes/legacy.tar.gz/${sha}`);
    expect(takeViolations()).toEqual([]);
    expect((await send('POST', `/repos/acme/lanes/tarball/${sha}`)).status).toBe(404);
    expect(takeViolations().map((v) => v.message)).toEqual(['GitHub has no POST operation on this path']);
  });

  it('a body that is not JSON is 400', async () => {
    const r = await send('PATCH', '/repos/octo/widgets/issues/comments/5', '{"body": ');
    expect(r.status).toBe(400);
    expect(r.data?.['message']).toBe('Problems parsing JSON');
    expect(takeViolations()[0]?.operation).toContain('(issues/update-comment)');
  });

  it('nullable fields take null, as OpenAPI 3.0 declares them, and nothing else of another type', async () => {
    // issues/update: `body` is a nullable string; `milestone` a nullable oneOf (no `type` beside it).
    fake = await startFakeGitHub();
    await send('PATCH', '/repos/octo/widgets/issues/3', { body: null, milestone: null });
    expect(takeViolations()).toEqual([]);
    await send('PATCH', '/repos/octo/widgets/issues/3', { body: 5 });
    expect(takeViolations().map((v) => v.message)).toEqual(['body.body must be string,null']);
  });

  it('requests GitHub takes are routed as before and record nothing', async () => {
    fake = await startFakeGitHub();
    const created = await send('POST', '/repos/octo/widgets/issues/3/comments', { body: 'hi' });
    expect(created.status).toBe(201);
    const listed = await send('GET', '/repos/octo/widgets/issues/3/comments?per_page=100&page=1');
    expect(listed.status).toBe(200);
    expect(takeViolations()).toEqual([]);
  });
});

describe('GraphQL documents against the schema', () => {
  it('a field that does not exist is an error naming the operation and the field', async () => {
    const r = await graphql('query Mine { viewer { login favouriteColour } }');
    expect(r.status).toBe(200);
    expect(r.data?.['errors']).toEqual([
      { message: expect.stringContaining('Cannot query field "favouriteColour" on type "User"') },
    ]);
    const [v] = takeViolations();
    expect(v?.operation).toBe('POST /graphql (query Mine)');
    expect(v?.message).toContain('Cannot query field "favouriteColour" on type "User"');
  });

  it('an argument the field does not take, and a variable of the wrong type, are named', async () => {
    await graphql('query Pulls($owner: String!) { repository(owner: $owner, name: "w", colour: 1) { id } }', {
      owner: 'octo',
    });
    expect(takeViolations()[0]?.message).toContain('Unknown argument "colour" on field "Query.repository"');
    await graphql('query Pulls($first: String) { viewer { repositories(first: $first) { totalCount } } }');
    expect(takeViolations()[0]?.message).toContain(
      'Variable "$first" of type "String" used in position expecting type "Int"',
    );
  });

  it('variable values are held to the types the document declares', async () => {
    await graphql('query Page($first: Int!) { viewer { repositories(first: $first) { totalCount } } }', {
      first: 'ten',
    });
    const [v] = takeViolations();
    expect(v?.operation).toBe('POST /graphql (query Page)');
    expect(v?.message).toContain('Variable "$first" got invalid value "ten"');
  });

  it('a valid document records nothing', async () => {
    await graphql('query Me { viewer { login } }');
    expect(takeViolations()).toEqual([]);
  });
});

describe('a test that sent a refused request', () => {
  it('fails at its end, listing each violation, though the product ignored the answer', async () => {
    await send('GET', '/repos/octo/widgets/pulls/7/files?per_page=100&sort=name').catch(() => undefined);
    // What the afterEach hook the fake registers runs after every test; it also empties the list.
    expect(() => assertNoViolations('this test sent')).toThrow(
      "GitHub's published description refuses 1 request(s) this test sent:\n" +
        '- GET /repos/{owner}/{repo}/pulls/{pull_number}/files (pulls/list-files): query parameter sort is not one this operation takes\n' +
        '  (GET /repos/octo/widgets/pulls/7/files?per_page=100&sort=name)',
    );
    expect(() => assertNoViolations('this test sent')).not.toThrow();
  });
});
