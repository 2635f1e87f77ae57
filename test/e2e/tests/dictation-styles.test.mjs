import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openTrackedPage, useApp } from '../support/app.mjs';
import { signUp } from '../support/signup.mjs';

const email = 'ines.moreau@imagerie-ouest.example';
const password = 'Rapport-Reins-2026';

// What a speech engine without punctuation returns, with a spoken self-correction of a side.
const unpunctuated =
  'the liver is enlarged measuring 18 cm there is a 2 cm simple cyst in the left kidney sorry right kidney ' +
  'the spleen is normal in size impression hepatomegaly and a simple cyst of the right kidney';

describe('dictation as it is spoken', () => {
  const app = useApp();

  it('fills a template from a pasted dictation without punctuation, with the self-corrected side on its line', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    try {
      await signUp(page, app.outboxDir, email, password);
      const templates = page.getByRole('region', { name: 'Templates' });
      const editor = page.getByRole('textbox', { name: 'Report editor' });
      await templates.getByRole('button', { name: /Ultrasound Abdomen/ }).click();
      await editor.filter({ hasText: 'Liver:' }).waitFor();

      await page.getByLabel('Transcript', { exact: true }).fill(unpunctuated);
      await page.getByRole('button', { name: 'Fill Template', exact: true }).click();
      await page.locator('.ant-notification-notice').filter({ hasText: 'Template Filled' }).waitFor();

      const filled = await editor.innerText();
      assert.match(filled, /Liver: The liver is enlarged measuring 18 cm\./, 'the first statement is a sentence of its own');
      assert.match(filled, /Right kidney: There is a 2 cm simple cyst in the right kidney\./, 'the corrected side, on its own line');
      assert.match(filled, /Left kidney: Normal size/, 'the side taken back leaves the left kidney normal');
      assert.doesNotMatch(filled, /sorry|left kidney sorry/i);
      assert.match(filled, /Spleen: The spleen is normal in size\./);
      assert.match(filled, /Impression\s+Hepatomegaly and a simple cyst of the right kidney\./, 'the spoken heading opens the impression');
      assert.doesNotMatch(filled, /Normal abdominal ultrasound/, 'the dictated impression replaces the template\'s');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
