import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer } from '../support/app.mjs';

const oneYearSeconds = 31_536_000;

function maxAgeSeconds(cacheControl) {
  const match = /max-age=(\d+)/.exec(cacheControl ?? '');
  return match ? Number(match[1]) : 0;
}

describe('HTTP behaviour', () => {
  let server;
  before(async () => { server = await startServer(); });
  after(async () => { await server?.stop(); });

  it('serves / with security headers and without long caching', async () => {
    const response = await fetch(`${server.baseURL}/`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    const cacheControl = response.headers.get('cache-control') ?? '';
    assert.doesNotMatch(cacheControl, /immutable/);
    assert.ok(maxAgeSeconds(cacheControl) <= 600, `index.html is cached too long: "${cacheControl}"`);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const html = await (await fetch(`${server.baseURL}/`)).text();
    const scriptPath = /["'](\/assets\/[^"']+\.js)["']/.exec(html)?.[1];
    assert.ok(scriptPath, 'index.html references no script under /assets/');

    const response = await fetch(`${server.baseURL}${scriptPath}`);
    assert.equal(response.status, 200);
    const cacheControl = response.headers.get('cache-control') ?? '';
    assert.ok(maxAgeSeconds(cacheControl) >= oneYearSeconds, `cache-control of ${scriptPath}: "${cacheControl}"`);
    assert.match(cacheControl, /immutable/);
  });

  it('sends scripts brotli-compressed to clients that accept brotli and gzipped to the others', async () => {
    const html = await (await fetch(`${server.baseURL}/`)).text();
    const scriptPath = /["'](\/assets\/[^"']+\.js)["']/.exec(html)?.[1];
    assert.ok(scriptPath, 'index.html references no script under /assets/');
    const fetchAccepting = (codings) => fetch(`${server.baseURL}${scriptPath}`, { headers: { 'Accept-Encoding': codings } });

    const [plain, brotli, gzipped] = await Promise.all([
      fetchAccepting('identity'),
      fetchAccepting('gzip, deflate, br'),
      fetchAccepting('gzip'),
    ]);
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(brotli.headers.get('content-encoding'), 'br');
    assert.equal(gzipped.headers.get('content-encoding'), 'gzip');
    const script = await plain.text();
    assert.equal(await brotli.text(), script, 'the brotli form decodes to another script');
    assert.equal(await gzipped.text(), script, 'the gzip form decodes to another script');
  });

  it('answers the health and readiness probes', async () => {
    for (const probe of ['/healthz', '/readyz']) {
      const response = await fetch(`${server.baseURL}${probe}`);
      assert.equal(response.status, 200, `${probe} answered ${response.status}`);
    }
  });
});
