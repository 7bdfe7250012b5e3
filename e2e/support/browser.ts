// The browser side of the e2e tests: one Chromium per test file (started on first use), a fresh
// context per page, and an accessibility check with axe.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

export function baseUrl(): string {
  return inject('baseUrl');
}

let browser: Promise<Browser> | undefined;
const contexts = new Set<BrowserContext>();

// Registered when a test file imports this module, so they apply to that file.
afterEach(closeContexts);
afterAll(closeBrowser);

function launch(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return browser;
}

export interface NewPageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** Defaults to reduce: the app then shows changes at once, never mid-fade (see axe below). */
  reducedMotion?: 'reduce' | 'no-preference';
}

/** A page in a fresh context (no cookies, no storage) whose relative URLs go to the test server. */
export async function newPage(opts: NewPageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (
    await launch()
  ).newContext({
    baseURL: baseUrl(),
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    colorScheme: opts.colorScheme ?? 'light',
    reducedMotion: opts.reducedMotion ?? 'reduce',
  });
  contexts.add(context);
  context.once('close', () => contexts.delete(context));
  const page = await context.newPage();
  return { context, page };
}

/** Closes the pages the current test opened; runs after each test anyway. */
export async function closeContexts(): Promise<void> {
  await Promise.all([...contexts].map((c) => c.close().catch(() => {})));
  contexts.clear();
}

export async function closeBrowser(): Promise<void> {
  await closeContexts();
  const b = browser;
  browser = undefined;
  if (b) await (await b).close();
}

export interface A11yOptions {
  /** axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
  /** CSS selectors left out of the check. */
  exclude?: string[];
}

/** Fails the test on serious or critical axe violations, listing each with the elements it found. */
export async function expectNoA11yViolations(page: Page, opts: A11yOptions = {}): Promise<void> {
  // A page caught mid-transition (a toast fading in, a button changing colour) has partly transparent
  // text that fails contrast although the settled colours pass. Pages prefer reduced motion (see
  // newPage), but a toast renders a frame after the click that made it: wait until every toast is
  // mounted and no finite animation or transition runs, and it has stayed so for 200 ms.
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __settledSince?: number };
        const toastsMounted = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].every(
          (toast) => toast.dataset.mounted === 'true' && toast.dataset.removed !== 'true',
        );
        const still = document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
        if (!toastsMounted || !still) {
          w.__settledSince = undefined;
          return false;
        }
        w.__settledSince ??= performance.now();
        return performance.now() - w.__settledSince >= 200;
      },
      undefined,
      { timeout: 5000, polling: 'raf' },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page });
  if (opts.disableRules?.length) builder = builder.disableRules(opts.disableRules);
  for (const selector of opts.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length === 0) return;
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')}\n        ${n.failureSummary?.replace(/\n/g, '\n        ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      …and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  throw new Error(`${serious.length} serious accessibility violation(s) on ${page.url()}:\n${report}`);
}
