// The public verification page in Chromium: an unsigned PDF is reported as carrying no signature.
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectNoA11yViolations, newPage } from './support/browser';

afterAll(closeBrowser);

describe('/verify', () => {
  it('checks a PDF and explains the result', async () => {
    const { page } = await newPage();
    await page.goto('/verify');
    await page.getByRole('heading', { name: 'Verify a document' }).waitFor();
    await expectNoA11yViolations(page);
    const doc = await PDFDocument.create();
    doc.addPage();
    const buffer = Buffer.from(await doc.save());
    await page
      .getByLabel('PDF to verify')
      .setInputFiles({ name: 'plain.pdf', mimeType: 'application/pdf', buffer });
    await page.getByRole('heading', { name: 'No digital signature' }).waitFor();
    expect(await page.getByText('This PDF carries no digital signature.').isVisible()).toBe(true);
    await expectNoA11yViolations(page);
  });
});
