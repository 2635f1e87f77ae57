import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openTrackedPage, useApp } from '../support/app.mjs';

describe('unknown addresses', () => {
  const app = useApp();

  it('an unknown page shows the 404 page', async () => {
    // The server may answer the document itself with 200 or 404; either way the app must render.
    const isUnknownDocument = (url, status) => status === 404 && new URL(url).pathname === '/no-such-page';
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, {
      isExpectedResponse: isUnknownDocument,
    });
    try {
      await page.goto('/no-such-page');
      await page.getByText('Page not found').first().waitFor();
      await page.getByText('404').first().waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('an unknown API endpoint answers 404 JSON, not the app', async () => {
    const response = await fetch(`${app.baseURL}/api/no-such-endpoint`);
    assert.equal(response.status, 404);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(await response.json(), { message: 'Not found' });
  });
});
