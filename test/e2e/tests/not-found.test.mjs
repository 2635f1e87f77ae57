import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openTrackedPage, useApp } from '../support/app.mjs';

describe('unknown addresses', () => {
  const app = useApp();

  it('an unknown page shows the 404 page, with status 404', async () => {
    const isUnknownDocument = (url, status) => status === 404 && new URL(url).pathname === '/no-such-page';
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, {
      isExpectedResponse: isUnknownDocument,
    });
    try {
      const response = await page.goto('/no-such-page');
      assert.equal(response.status(), 404);
      await page.getByText('Page not found').first().waitFor();
      await page.getByText('404').first().waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it("the app's pages answer 200, whoever may see them", async () => {
    for (const path of ['/', '/login', '/tutorials', '/privacy', '/reset-password', '/profile', '/admin', '/admin/jobs', '/subscription-success']) {
      const response = await fetch(`${app.baseURL}${path}`);
      assert.equal(response.status, 200, path);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, path);
    }
    for (const path of ['/no-such-page', '/admin/no-such-tool', '/profile/extra']) {
      const response = await fetch(`${app.baseURL}${path}`);
      assert.equal(response.status, 404, path);
      assert.match(await response.text(), /<div id="root">/, `${path} is the app, which shows its 404 page`);
    }
  });

  it('an unknown API endpoint answers 404 JSON, not the app', async () => {
    const response = await fetch(`${app.baseURL}/api/no-such-endpoint`);
    assert.equal(response.status, 404);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(await response.json(), { message: 'Not found' });
  });
});
