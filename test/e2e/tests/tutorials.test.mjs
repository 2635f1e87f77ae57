// A visitor on the tutorials page: the sign-in banner, the six videos, Vimeo's player only once
// a video is opened, and a question that reaches the support address with Reply-To the sender.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextMail, openTrackedPage, useApp } from '../support/app.mjs';

const supportAddress = 'help@radscribe.test';
const vimeoId = '76979871';
const vimeoHash = '8272103f6e';

// The default topics; the first has a Vimeo video.
const videos = [
  ['voice-recording', 'Voice Recording', 'basics'],
  ['own-templates', 'Adding Your Own Templates', 'basics'],
  ['format-external-transcript', 'Formatting Only for External Transcripts', 'tips'],
  ['translation-languages', 'Languages for Translation (Experimental)', 'advanced'],
  ['german-grammar', 'German Grammar Auto-Correction', 'tips'],
  ['custom-ai-prompts', 'Custom AI Prompts', 'advanced'],
].map(([id, title, category], i) => ({
  id,
  title,
  category,
  description: `What ${title} shows.`,
  ...(i === 0 ? { duration: '4:30', vimeo_id: vimeoId, vimeo_hash: vimeoHash } : {}),
}));

const phone = { width: 390, height: 844 };

async function assertNoSidewaysScroll(page, where) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(scrollWidth <= width, `${where} is ${scrollWidth} px wide on a ${width} px screen`);
}

describe('tutorials page', () => {
  const app = useApp({ env: { RADSCRIBE_SUPPORT_EMAIL: supportAddress, RADSCRIBE_TUTORIALS_VIDEOS: JSON.stringify(videos) } });

  it('shows a visitor the banner and six videos, plays one on request and sends a question to support', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    try {
      // Vimeo is out of reach of the test: its player is answered by the test itself.
      const vimeoRequests = [];
      await page.route('https://player.vimeo.com/**', (route) => {
        vimeoRequests.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
      });

      await page.goto('/tutorials');
      await page.getByRole('heading', { level: 1, name: 'Tutorials', exact: true }).waitFor();
      const banner = page.getByRole('region', { name: 'Try RadScribe' });
      await banner.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      await banner.getByRole('button', { name: 'Start 7-Day Free Trial', exact: true }).waitFor();
      await page.getByRole('heading', { level: 3, name: 'Voice Recording', exact: true }).waitFor();
      const titles = await page.getByRole('heading', { level: 3 }).allTextContents();
      assert.deepEqual(titles, videos.map((video) => video.title));
      // The five topics without a video open their illustrated guide instead.
      assert.equal(await page.getByRole('button', { name: /^Open the guide: / }).count(), 5);

      await page.waitForLoadState('networkidle');
      assert.equal(await page.locator('iframe').count(), 0, 'no player before a video is opened');
      assert.deepEqual(vimeoRequests, [], 'nothing is loaded from Vimeo before a video is opened');
      await page.getByRole('button', { name: 'Play Voice Recording', exact: true }).click();
      const player = page.locator('iframe[title="Voice Recording (video)"]');
      await player.waitFor();
      assert.equal(await player.getAttribute('src'), `https://player.vimeo.com/video/${vimeoId}?h=${vimeoHash}&dnt=1&autoplay=1`);
      await page.frameLocator('iframe[title="Voice Recording (video)"]').locator('title').waitFor({ state: 'attached' });
      assert.equal(vimeoRequests.length, 1, 'the policy lets the player load');

      await page.getByLabel('Name', { exact: true }).fill('Anna Weber');
      await page.getByLabel('Email', { exact: true }).fill('anna.weber@praxis.de');
      const question = 'How do I add my own MRI knee template?';
      await page.getByLabel('Your question', { exact: true }).fill(question);
      await page.getByRole('button', { name: 'Submit Question', exact: true }).click();
      await page.getByText('Question Submitted', { exact: true }).waitFor();
      await page.getByText("Thank you! We'll get back to you soon.", { exact: true }).waitFor();

      const mail = await nextMail(app.outboxDir, supportAddress, new Set());
      assert.match(mail, /^Reply-To: "Anna Weber" <anna\.weber@praxis\.de>/m);
      assert.match(mail, /^Subject: RadScribe contact form: FAQ question from the tutorials page/m);
      assert.ok(mail.includes(question), mail);
      assert.ok(mail.includes('Signed in: no (a visitor)'), mail);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('fits a phone screen, the form filled in', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { viewport: phone });
    try {
      await page.goto('/tutorials');
      await page.getByRole('heading', { level: 3, name: 'Custom AI Prompts', exact: true }).waitFor();
      await page.getByLabel('Name', { exact: true }).fill('Dr. Maximiliane Schönberger-Hohenlohe');
      await page.getByLabel('Email', { exact: true }).fill('maximiliane.schoenberger@teleradiologie-beispiel.de');
      await page.getByLabel('Your question', { exact: true }).fill('Can I use my own templates for mammography reports in German and English?');
      await assertNoSidewaysScroll(page, '/tutorials');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
