// Draws the picture link previews show (1200×630, Open Graph's size) with Chromium and saves it as
// packages/web-kit/src/assets/share-card.png. Run again after changing the words or the artwork:
//   node scripts/make-share-card.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const art = fs.readFileSync(path.join(root, 'mfe-public/src/assets/art/classroom.svg'), 'utf8');
const logo = fs.readFileSync(path.join(root, 'shell/public/favicon.svg'), 'utf8');

const html = `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; display: grid; grid-template-columns: 560px 640px;
         font-family: 'DejaVu Sans', system-ui, sans-serif; background: #fff7ed; }
  .text { background: #c2410c; color: #fff; padding: 64px 56px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 34px; font-weight: 700; }
  .brand svg { width: 72px; height: 72px; background: #fff; border-radius: 50%; }
  h1 { font-size: 56px; line-height: 1.1; margin: auto 0 24px; }
  p { font-size: 26px; line-height: 1.4; margin: 0; color: #ffedd5; }
  .art { display: flex; align-items: center; justify-content: center; padding: 40px; }
  .art svg { width: 100%; height: auto; }
</style></head><body>
  <div class="text">
    <div class="brand">${logo}<span>Welfare Society</span></div>
    <h1>Education is a Fundamental Right</h1>
    <p>Teaching slum children and helping families out of unemployment in Ambala, Chandigarh and Panchkula.</p>
  </div>
  <div class="art">${art}</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
const out = path.join(root, 'packages/web-kit/src/assets/share-card.png');
await page.screenshot({ path: out });
await browser.close();
console.log(`wrote ${path.relative(root, out)}`);
