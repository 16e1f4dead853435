// throwaway: player Lighthouse run saving artifacts trace
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { waitForServiceWorker } from '../e2e/support.ts';
import { logInThroughScreen } from './phone.ts';
const BASE = 'http://localhost:3211';
const account = `lh${Date.now().toString(36)}`.slice(0, 12);
const password = 'secret123';
const r = await fetch(`${BASE}/app/v1/accountRegist`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password, confirmNotice: true }) });
console.log(await r.text());
const who = process.env.WHO ?? 'player';
for (let i = 0; i < Number(process.env.N ?? 1); i++) {
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
if (who === 'player') {
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const context = browser.contexts()[0] ?? (await browser.newContext());
const page = await context.newPage();
await logInThroughScreen(page, BASE, account, password);
await page.locator('.balance-card').waitFor({ timeout: 30_000 });
await waitForServiceWorker(page);
await page.close();
await browser.close().catch(() => {});
}
const result = await lighthouse(`${BASE}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler', disableStorageReset: who === 'player' });
const lhr = result!.lhr as any;
console.log('score', lhr.categories.performance.score, 'TBT', lhr.audits['total-blocking-time'].numericValue, 'FCP', lhr.audits['first-contentful-paint'].numericValue);
const arts = result!.artifacts as any;
const trace = arts.Trace ?? arts.traces?.defaultPass;
writeFileSync(`/tmp/lh-${who}-${i}.trace.json`, JSON.stringify(trace));
console.log(Object.keys(arts).join(' '));
chrome.kill();
}
