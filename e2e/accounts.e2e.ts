// Accounts in a real Chromium: registration and sign-in through the forms, remember me, a wrong
// password, the signed-in guard with its return path, profile edits across a reload, a password
// change, sessions, the profile image, the upgrade dialog, and a visitor's dropped PDF; forgot
// password and email confirmation through the links in the emails the loopback SMTP server received;
// axe on every screen.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages';
import { PASSWORD_RULES } from '../src/shared/settings';
import { baseUrl, expectNoA11yViolations, newPage } from './support/browser';
import { linkIn, waitForMail } from './support/mail';

const PASSWORD = 'Signet-Test-1';
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
let counter = 0;

function newUser(prefix = 'user') {
  counter += 1;
  const id = `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Test ${prefix} ${counter}`, email: `${prefix}-${id}@example.com`, password: PASSWORD };
}

type User = ReturnType<typeof newUser>;

/** Creates an account through the API; the context's cookie jar then holds its session. */
async function registerViaApi(context: BrowserContext, user: User = newUser()): Promise<User> {
  const res = await context.request.post('/api/auth/register', {
    data: { name: user.name, email: user.email, password: user.password, acceptTerms: true },
    headers: { origin: baseUrl() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/** Waits for a toast with this text, fully faded in (so axe does not judge a half-transparent one). */
async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await toast.waitFor();
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'signet_session');
}

const accountMenu = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: `My Account: ${name}` });

async function signInThroughForm(page: Page, user: User, opts: { remember?: boolean } = {}) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  if (opts.remember === false) await form.getByRole('checkbox', { name: /Remember me/ }).click();
  // Keyboard friendly: Enter in the password field submits.
  await form.getByLabel('Password', { exact: true }).press('Enter');
}

describe('registration and sign-in', () => {
  it('registers through the form, lands on next with the name in the header, logs out and signs in again', async () => {
    const { page } = await newPage();
    const user = newUser('reg');
    await page.goto('/register?next=/profile');
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // The side panel: the three steps with the instance's upload limit and the Free plan's allowance.
    const panel = page.getByRole('complementary', { name: 'Documents signed in three steps' });
    await panel.getByText('Upload a PDF document up to 20MB.').waitFor();
    await panel
      .getByText('The Free plan includes 5 document signing actions per month', { exact: false })
      .waitFor();
    // No social providers are configured in the test server: their buttons are hidden.
    expect(await page.getByRole('link', { name: 'Google' }).count()).toBe(0);
    await expectNoA11yViolations(page);

    const form = page.getByRole('form', { name: 'Create Account' });
    await form.getByLabel('Full name').fill(user.name);
    await form.getByLabel('Email').fill(user.email);
    // The rule from the administrator's setting is shown and ticked off live.
    const rule = PASSWORD_RULES.medium.description;
    await form.getByText(rule).waitFor();
    await form.getByLabel('Password', { exact: true }).fill('weak');
    await form.getByText(`${rule} (met)`).waitFor({ state: 'detached' });
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByText(`${rule} (met)`).waitFor();

    // The terms box is required.
    await form.getByRole('button', { name: 'Create Account' }).click();
    await form.getByText(MESSAGES.mustAgreeTerms).waitFor();
    await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click();
    expect(await form.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(await form.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    await form.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === '/profile');
    await expectToast(page, MESSAGES.accountCreated);
    await accountMenu(page, user.name).waitFor();
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    // A new address is not confirmed yet (the confirmation link was emailed, not opened).
    await page.getByRole('region', { name: 'Email confirmation' }).waitFor();

    // Logout from the account menu revokes the session and goes to /login.
    await accountMenu(page, user.name).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await sessionCookie(page.context())).toBeUndefined();
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();

    await page.goto('/login?next=/profile');
    expect(await page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    await expectNoA11yViolations(page);
    await signInThroughForm(page, user);
    await page.waitForURL((url) => url.pathname === '/profile');
    await expectToast(page, MESSAGES.loggedIn);
    await accountMenu(page, user.name).waitFor();

    // Signed in, /login has nothing to offer: it moves on.
    await page.goto('/login?next=/profile');
    await page.waitForURL((url) => url.pathname === '/profile');
  });

  it('keeps a 30-day cookie with remember me and a browser-session cookie without it', async () => {
    const setup = await newPage();
    const user = await registerViaApi(setup.context);
    await setup.context.close();

    const plain = await newPage();
    await plain.page.goto('/login?next=/profile');
    expect(await plain.page.getByRole('checkbox', { name: /Remember me/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await signInThroughForm(plain.page, user, { remember: false });
    await plain.page.waitForURL((url) => url.pathname === '/profile');
    const sessionOnly = await sessionCookie(plain.context);
    expect(sessionOnly?.expires).toBe(-1);
    expect(sessionOnly?.httpOnly).toBe(true);
    expect(sessionOnly?.sameSite).toBe('Lax');

    const remembered = await newPage();
    await remembered.page.goto('/login?next=/profile');
    await signInThroughForm(remembered.page, user);
    await remembered.page.waitForURL((url) => url.pathname === '/profile');
    const lasting = await sessionCookie(remembered.context);
    const days = ((lasting?.expires ?? 0) * 1000 - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('shows the server’s error for a wrong password, inline and as a toast', async () => {
    const { context, page } = await newPage();
    const user = await registerViaApi(context);
    await context.clearCookies();
    await page.goto('/login');
    await signInThroughForm(page, { ...user, password: 'Not-The-Password-9' });
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await expectToast(page, 'Invalid email or password.');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await sessionCookie(context)).toBeUndefined();
    await expectNoA11yViolations(page);
  });

  it('sends a visitor from a signed-in page to /login?next=… and back after signing in', async () => {
    const { context, page } = await newPage();
    const user = await registerViaApi(context);
    await context.clearCookies();
    await page.goto('/profile?tab=security');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe(`?next=${encodeURIComponent('/profile?tab=security')}`);
    await signInThroughForm(page, user);
    await page.waitForURL((url) => url.pathname === '/profile' && url.search === '?tab=security');
    await page.getByRole('heading', { name: 'Change password' }).waitFor();

    // Back from social sign-in, any page says so once and drops the flag from the address.
    await page.goto('/profile?tab=security&login=google');
    await expectToast(page, MESSAGES.loginGoogleSucceeded);
    await page.waitForURL((url) => url.search === '?tab=security');
  });

  it('says so when social sign-in failed', async () => {
    const { page } = await newPage();
    await page.goto('/login?oauthError=google');
    await page.getByRole('alert').filter({ hasText: MESSAGES.loginGoogleFailed }).waitFor();
    await expectToast(page, MESSAGES.loginGoogleFailed);
    // The flag leaves the address, so a reload does not repeat it.
    await page.waitForURL((url) => url.search === '');
  });
});

describe('emailed links', () => {
  it('resets a forgotten password from the emailed link: the new password signs in, the old one and the used link do not', async () => {
    const { context, page } = await newPage();
    const user = await registerViaApi(context);
    await context.clearCookies();

    await page.goto('/login');
    await page.getByRole('form', { name: 'Sign In' }).getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: 'If an account exists for that address, we sent a link to reset the password.' })
      .waitFor();
    await expectNoA11yViolations(page);

    // The email really went out over SMTP, with a single-use link to /reset-password/{token}.
    const mail = await waitForMail(
      (m) => m.to.includes(user.email) && /^Reset your .+ password$/.test(m.subject),
    );
    expect(mail.text).toContain(`Hi ${user.name}, someone asked to reset the password of your account.`);
    const link = linkIn(mail, '/reset-password/');
    expect(new URL(link).origin).toBe(baseUrl());
    expect(new URL(link).pathname).toMatch(/^\/reset-password\/[\w-]{20,}$/);
    expect(mail.html).toContain(`href="${link}"`);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await expectNoA11yViolations(page);
    const newPassword = 'Reset-Pass-Word-7';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('Something-Else-7');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(MESSAGES.passwordsDoNotMatch).waitFor();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Password reset' }).waitFor();
    await expectToast(page, 'Your password has been reset.');
    await expectNoA11yViolations(page);

    // Sign In from there: the old password is refused, the new one works.
    await page.locator('#main').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInThroughForm(page, user);
    await page
      .getByRole('form', { name: 'Sign In' })
      .getByRole('alert')
      .filter({ hasText: 'Invalid email or password.' })
      .waitFor();
    expect(await sessionCookie(context)).toBeUndefined();
    await signInThroughForm(page, { ...user, password: newPassword });
    await page.waitForURL((url) => url.pathname !== '/login');
    await accountMenu(page, user.name).waitFor();
    expect(await sessionCookie(context)).toBeDefined();

    // The link worked once: opened again it says so and offers a new one.
    await context.clearCookies();
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another-Pass-Word-8');
    await page.getByLabel('Confirm new password').fill('Another-Pass-Word-8');
    await page.getByRole('button', { name: 'Reset password' }).click();
    const expired = page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired.' });
    await expired.waitFor();
    expect(await expired.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    const login = await context.request.post('/api/auth/login', {
      data: { email: user.email, password: newPassword },
      headers: { origin: baseUrl() },
    });
    expect(login.status()).toBe(200);
  });

  it('confirms the address from the link in the verification email', async () => {
    const { context, page } = await newPage();
    const user = await registerViaApi(context);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    const banner = page.getByRole('region', { name: 'Email confirmation' });
    await banner.waitFor();

    const mail = await waitForMail(
      (m) => m.to.includes(user.email) && /^Confirm your email address for /.test(m.subject),
    );
    expect(mail.text).toContain(`Welcome, ${user.name}`);
    const link = linkIn(mail, '/verify-email/');
    expect(new URL(link).origin).toBe(baseUrl());

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Email confirmed' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Your email address is confirmed.' }).waitFor();
    await page.getByRole('status').getByText(user.email).waitFor();
    await expectNoA11yViolations(page);
    const session = await context.request.get('/api/auth/session');
    expect(((await session.json()) as { user: { emailVerified: boolean } }).user.emailVerified).toBe(true);

    // The profile no longer asks for a confirmation.
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    await page.getByRole('region', { name: 'Plan & usage' }).waitFor();
    expect(await banner.count()).toBe(0);

    // The link is single-use; the page then knows the address is confirmed already.
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Link invalid or expired' }).waitFor();
    await page.getByRole('link', { name: 'Your email is already confirmed — go to your profile' }).waitFor();
  });
});

describe('profile', () => {
  it('saves personal and company details across a reload and switches tabs through the address', async () => {
    const { context, page } = await newPage();
    const user = await registerViaApi(context);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    expect(await page.getByRole('tab', { name: 'Personal' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    // Plan and usage from the server: a new Free account has used 0 of 5 documents.
    const plan = page.getByRole('region', { name: 'Plan & usage' });
    await plan.getByRole('progressbar', { name: '0 of 5 documents used this month' }).waitFor();
    await expectNoA11yViolations(page);

    const personal = page.getByRole('region', { name: 'Personal information' });
    const renamed = `${user.name} Renamed`;
    await personal.getByLabel('Full name').fill(renamed);
    await personal.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, MESSAGES.personalInfoSaved);
    // The header follows at once.
    await accountMenu(page, renamed).waitFor();

    const company = page.getByRole('region', { name: 'Company details' });
    await company.getByLabel('Company name').fill('Acme Ltd');
    await company.getByLabel('Phone').fill('+972 3 555 0000');
    await company.getByRole('button', { name: 'Save company details' }).click();
    await expectToast(page, 'Company details saved');

    // The profile image uploads as soon as it is chosen and shows in the header too.
    await personal.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1PX, 'base64'),
    });
    await expectToast(page, 'Profile image updated');
    await page.getByRole('banner').locator('img[src^="/api/profile/avatar"]').waitFor();
    await personal.getByRole('button', { name: 'Remove' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await page.getByRole('banner').locator('img[src^="/api/profile/avatar"]').waitFor();
    expect(
      await page.getByRole('region', { name: 'Personal information' }).getByLabel('Full name').inputValue(),
    ).toBe(renamed);
    expect(
      await page.getByRole('region', { name: 'Company details' }).getByLabel('Company name').inputValue(),
    ).toBe('Acme Ltd');

    // Tabs and the address follow each other.
    await page.getByRole('tab', { name: 'Signature' }).click();
    await page.waitForURL((url) => url.search === '?tab=signature');
    await page.getByRole('heading', { name: 'Your signature' }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('tab', { name: 'Personal' }).click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.search === '');
  });

  it('changes the password and signs out the other sessions', async () => {
    const { context, page } = await newPage();
    const user = await registerViaApi(context);
    // A second browser signed in to the same account.
    const other = await newPage();
    const otherLogin = await other.context.request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
      headers: { origin: baseUrl() },
    });
    expect(otherLogin.status()).toBe(200);

    await page.goto('/profile?tab=security');
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    await sessions.getByText('This device').waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    await expectNoA11yViolations(page);

    const card = page.getByRole('region', { name: 'Change password' });
    const newPassword = 'Brand-New-Pass-2';
    await card.getByLabel('Current password').fill('Wrong-Password-1');
    await card.getByLabel('New password', { exact: true }).fill(newPassword);
    await card.getByLabel('Confirm new password').fill(newPassword);
    await card.getByRole('button', { name: 'Update password' }).click();
    await card.getByText('Your current password is not correct.').first().waitFor();

    await card.getByLabel('Current password').fill(user.password);
    await card.getByRole('button', { name: 'Update password' }).click();
    await expectToast(page, MESSAGES.passwordUpdated);
    await expect.poll(() => card.getByLabel('Current password').inputValue()).toBe('');
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    expect((await other.context.request.get('/api/profile')).status()).toBe(401);

    // This browser stays signed in; the new password works, the old one does not.
    await page.reload();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    const fresh = await newPage();
    const oldLogin = await fresh.context.request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
      headers: { origin: baseUrl() },
    });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await fresh.context.request.post('/api/auth/login', {
      data: { email: user.email, password: newPassword },
      headers: { origin: baseUrl() },
    });
    expect(newLogin.status()).toBe(200);
  });

  it('compares plans in the upgrade dialog and sends a request', async () => {
    const { context, page } = await newPage();
    await registerViaApi(context);
    await page.goto('/profile');
    await page.getByRole('region', { name: 'Plan & usage' }).getByRole('button', { name: 'Upgrade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await dialog.waitFor();
    await dialog.getByRole('article', { name: 'Free' }).getByText('Current plan').waitFor();
    expect(await dialog.getByRole('button', { name: /Request upgrade/ }).count()).toBe(3);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Request upgrade to Pro' }).click();
    await expectToast(page, /Your request for the Pro plan was sent/);
    await dialog.waitFor({ state: 'detached' });
  });

  it('has no serious accessibility violations in the dark theme', async () => {
    const { context, page } = await newPage({ colorScheme: 'dark' });
    const user = await registerViaApi(context);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expectNoA11yViolations(page);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('list', { name: 'Active sessions' }).getByText('This device').waitFor();
    await expectNoA11yViolations(page);

    await context.clearCookies();
    await page.goto('/register');
    await page.getByRole('form', { name: 'Create Account' }).waitFor();
    await expectNoA11yViolations(page);
  });
});

describe('landing drop for a visitor', () => {
  it('keeps the dropped PDF and asks to create an account', async () => {
    const { page } = await newPage();
    await page.goto('/');
    const dropZone = page.locator('label:has(input[type="file"])');
    await dropZone.waitFor();
    const dataTransfer = await page.evaluateHandle(
      (bytes) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(bytes)], 'contract.pdf', { type: 'application/pdf' }));
        return dt;
      },
      Array.from(Buffer.from('%PDF-1.4\n%%EOF\n')),
    );
    await dropZone.dispatchEvent('drop', { dataTransfer });

    const dialog = page.getByRole('dialog', { name: 'Create an Account to Continue' });
    await dialog.waitFor();
    await dialog.getByText('contract.pdf').waitFor();
    expect(await dialog.getByRole('link', { name: 'Register Now' }).getAttribute('href')).toBe('/register');
    expect(await dialog.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');

    // The file waits in IndexedDB for the upload after sign-in.
    const stored = () =>
      page.evaluate(
        () =>
          new Promise<{ name: string; size: number } | null>((resolve) => {
            const open = indexedDB.open('signet');
            open.onerror = () => resolve(null);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('pending-upload')) return resolve(null);
              const get = db.transaction('pending-upload').objectStore('pending-upload').get('file');
              get.onsuccess = () =>
                resolve(get.result ? { name: get.result.name, size: get.result.blob.size } : null);
              get.onerror = () => resolve(null);
            };
          }),
      );
    await expect.poll(stored).toEqual({ name: 'contract.pdf', size: 15 });

    await dialog.getByRole('link', { name: 'Register Now' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('form', { name: 'Create Account' }).waitFor();
    expect(await stored()).toEqual({ name: 'contract.pdf', size: 15 });
  });
});
