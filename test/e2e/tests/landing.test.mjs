import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { control, openTrackedPage, useApp } from '../support/app.mjs';

const isInViewport = (element) => {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
};

// A server that sells subscriptions; the landing page asks Stripe nothing, so no Stripe answers.
const payments = {
  RADSCRIBE_PAYMENT_PROVIDER: 'stripe',
  RADSCRIBE_PAYMENT_STRIPE_SECRET_KEY: 'sk_test_123',
  RADSCRIBE_PAYMENT_STRIPE_WEBHOOK_SECRET: 'whsec_test',
  RADSCRIBE_PAYMENT_STRIPE_MONTHLY_PRICE_ID: 'price_monthly',
  RADSCRIBE_PAYMENT_STRIPE_YEARLY_PRICE_ID: 'price_yearly',
  RADSCRIBE_PAYMENT_STRIPE_API_BASE: 'http://127.0.0.1:9',
};

describe('landing page of a server that sells subscriptions', () => {
  const app = useApp({ env: payments });

  it('shows the hero, sign-in controls and plan prices; Pricing scrolls to the plans', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await control(page, 'Start Free Trial').waitFor();
      await control(page, 'Sign In').waitFor();
      for (const price of ['$39', '$59', '$499']) {
        await page.getByText(price).first().waitFor();
      }

      const yearlyPrice = await page.getByText('$499').first().elementHandle();
      assert.equal(await yearlyPrice.evaluate(isInViewport), false, 'the plans should start below the fold');
      await control(page, 'Pricing').click();
      await page.waitForFunction(isInViewport, yearlyPrice);

      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

describe('landing page', () => {
  // Without payment.provider: a self-hosted server, every verified account with full access.
  const app = useApp();

  it('of a self-hosted server offers accounts, not prices or a trial', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    try {
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 2, name: 'Self-hosted' }).waitFor();
      await control(page, 'Create Account').waitFor();
      await control(page, 'Sign In').waitFor();
      await page.getByText('Self-hosted · Every verified account has full access · No subscription').waitFor();
      assert.equal(await control(page, 'Pricing').count(), 0);
      assert.equal(await control(page, 'Start Free Trial').count(), 0);
      const text = await page.locator('main').innerText();
      assert.doesNotMatch(text, /\$\d/, 'no price');
      assert.doesNotMatch(text, /free trial/i, 'no trial');

      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('loads no other page code; the privacy page code arrives on client-side navigation', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    try {
      const requestedScripts = new Set();
      let documentLoads = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documentLoads += 1;
        const url = new URL(request.url());
        if (url.origin === app.baseURL && url.pathname.endsWith('.js')) requestedScripts.add(url.pathname);
      });

      await page.goto('/', { waitUntil: 'networkidle' });
      const landingScripts = new Set(requestedScripts);
      assert.notEqual(landingScripts.size, 0, 'the landing page loaded no script at all');

      await page.locator('footer a[href="/privacy"]').first().click();
      await page.waitForURL('**/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();

      assert.equal(documentLoads, 1, 'following the footer link reloaded the page instead of routing in it');
      const privacyOnlyScripts = [...requestedScripts].filter((script) => !landingScripts.has(script));
      assert.notEqual(
        privacyOnlyScripts.length,
        0,
        `the privacy page needed no new script, so its code was already loaded by /: ${[...landingScripts].join(', ')}`,
      );
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
