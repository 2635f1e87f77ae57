import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openTrackedPage, useApp } from '../support/app.mjs';

const lastUpdated = 'Last updated: 21 November 2026';
const legalPages = [
  { path: '/disclaimer', title: 'Disclaimer', figures: ['not a medical device', lastUpdated] },
  { path: '/privacy', title: 'Privacy Policy', figures: ['24 months', lastUpdated] },
  { path: '/terms', title: 'Terms of Service', figures: ['$50', '30 days', '7-day free trial', lastUpdated] },
];

describe('legal pages', () => {
  const app = useApp();

  for (const { path, title, figures } of legalPages) {
    it(`${path} shows "${title}", its key figures and the footer`, async () => {
      const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
      try {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        for (const figure of figures) {
          await page.getByText(figure).first().waitFor();
        }

        const footer = page.locator('footer').last();
        for (const link of ['/disclaimer', '/privacy', '/terms']) {
          await footer.locator(`a[href="${link}"]`).first().waitFor();
        }
        assert.match(await footer.innerText(), /©|copyright/i);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    });
  }
});
