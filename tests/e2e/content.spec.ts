// Content pages, footer and install end to end: each page opens from the footer or the help hub and again offline
// after one visit; the footer shows the licence number only when the operator set it; the age notice's terms link
// opens the terms and returns to the unanswered notice; /download shows the iOS hint on an iPhone, the install button
// when the browser offers one, and the APK link only when one is configured.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { acceptAgeNotice, admin, fitsAt360, screenshot, waitForServiceWorker } from './support.ts';

const PAGES = [
  { path: '/terms-of-use', link: 'Terms of use', heading: 'Terms of use', text: 'You must be 21 years old or older' },
  { path: '/privacy-policy', link: 'Privacy policy', heading: 'Privacy policy', text: 'Data Privacy Act of 2012' },
  { path: '/faq', link: 'FAQ', heading: 'Frequently asked questions', text: 'What is KYC' },
  { path: '/about-us', link: 'About us', heading: 'About us', text: 'Playing responsibly' },
];

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const footerLinks = (page: Page) => page.getByRole('navigation', { name: 'About PisoWin' });

test('footer links open each content page, which opens again offline', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await acceptAgeNotice(page);
  await expect(page.getByTestId('pagcor-licence')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Licensed and regulated gaming, 21 and over only' })).toBeVisible();
  for (const { path, link, heading, text } of PAGES) {
    await page.goto('/');
    await footerLinks(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await screenshot(page, `content${path.replace('/', '-')}`);
    await fitsAt360(page);
  }
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  for (const { path, heading, text } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByText('You are offline: this is the copy saved on this device.')).toBeVisible();
  }
  await screenshot(page, 'content-offline');
  await page.context().setOffline(false);
});

test('the footer shows the licence number once the operator sets it, and the help hub lists the pages', async ({ page }) => {
  admin('content', 'licence', 'PAGCOR-E2E-0042');
  try {
    await page.goto('/');
    await acceptAgeNotice(page);
    await expect(page.getByTestId('pagcor-licence')).toContainText('Licence no. PAGCOR-E2E-0042');
    await page.getByTestId('pagcor-licence').scrollIntoViewIfNeeded();
    await screenshot(page, 'content-footer');
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goto('/help');
    await screenshot(page, 'content-help');
    await fitsAt360(page);
  } finally {
    admin('content', 'licence', 'none');
  }
});

test('the age notice opens the terms and the notice is still waiting after', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('dialog', { name: 'Are you 21 or older?' });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Read the terms of use' }).click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  await expect(page.getByText('You must be 21 years old or older')).toBeVisible();
  await expect(notice).toBeHidden();
  await screenshot(page, 'content-terms-from-notice');
  await page.getByRole('complementary', { name: 'Are you 21 or older?' }).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(notice).toBeVisible();
  await acceptAgeNotice(page);
});

test('/download offers the browser install when it fires beforeinstallprompt, and the APK only when configured', async ({ page }) => {
  await page.goto('/download');
  await acceptAgeNotice(page);
  // No install event, no APK: nothing to tap, only where the browser keeps its own install item.
  await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download the Android app (APK)' })).toHaveCount(0);
  await expect(page.getByText('Your browser does not offer to install this app.')).toBeVisible();

  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<unknown> };
      event.prompt = async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
      setTimeout(() => window.dispatchEvent(event), 100);
    });
  });
  admin('content', 'apk', 'https://downloads.example.com/pisowin.apk');
  try {
    await page.goto('/download');
    const install = page.getByRole('button', { name: 'Install' });
    await expect(install).toBeVisible();
    const apk = page.getByRole('link', { name: 'Download the Android app (APK)' });
    await expect(apk).toHaveAttribute('href', 'https://downloads.example.com/pisowin.apk');
    await screenshot(page, 'content-download');
    await fitsAt360(page);
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(page.getByText('Installing… PisoWin will appear on your home screen.')).toBeVisible();
    await expect(install).toHaveCount(0);
  } finally {
    admin('content', 'apk', 'none');
  }
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_UA });

  test('/download shows the Add to Home Screen steps, no install button and no APK', async ({ page }) => {
    admin('content', 'apk', 'https://downloads.example.com/pisowin.apk');
    try {
      await page.goto('/download');
      await acceptAgeNotice(page);
      const hint = page.getByRole('region', { name: 'Add to your iPhone home screen' });
      await expect(hint).toContainText('Tap the Share button in Safari.');
      await expect(hint).toContainText('Choose "Add to Home Screen".');
      await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Download the Android app (APK)' })).toHaveCount(0);
      await screenshot(page, 'content-download-ios');
      await fitsAt360(page);
    } finally {
      admin('content', 'apk', 'none');
    }
  });
});
