// Draws the pictures link previews show (1200×630, Open Graph's size) with Chromium:
// - the site's card, packages/web-kit/src/assets/share-card.png;
// - with --campaigns, one card per campaign, mfe-public/src/assets/share/<slug>.png, from the campaign
//   pages of the site `npm start` serves (their heading, focus, words and artwork, as visitors see them).
// Run again after changing the words or the artwork:
//   node scripts/make-share-card.mjs                                        the site's card
//   node scripts/make-share-card.mjs --campaigns [http://localhost:8080]    the campaigns' cards
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ART_DIR = path.join(root, 'mfe-public/src/assets/art');
const logo = fs.readFileSync(path.join(root, 'shell/public/favicon.svg'), 'utf8');

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * One card: the site's orange panel with the logo (and a line beside it) above the heading and a few words,
 * the artwork beside it.
 */
function cardHtml({ kicker, title, text, art }) {
  return `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; display: grid; grid-template-columns: 560px 640px;
         font-family: 'DejaVu Sans', system-ui, sans-serif; background: #fff7ed; }
  .text { background: #c2410c; color: #fff; padding: 64px 56px; display: flex; flex-direction: column; }
  .kicker { display: flex; align-items: center; gap: 18px; font-size: 30px; font-weight: 700; }
  .kicker svg { flex: none; width: 72px; height: 72px; background: #fff; border-radius: 50%; }
  h1 { font-size: 56px; line-height: 1.1; margin: auto 0 24px; }
  p { font-size: 26px; line-height: 1.4; margin: 0; color: #ffedd5; }
  .art { display: flex; align-items: center; justify-content: center; padding: 40px; }
  .art svg { width: 100%; height: auto; }
</style></head><body>
  <div class="text">
    <div class="kicker">${logo}${kicker ? `<span>${escape(kicker)}</span>` : ''}</div>
    <h1>${escape(title)}</h1>
    <p>${escape(text)}</p>
  </div>
  <div class="art">${art}</div>
</body></html>`;
}

async function draw(page, card, out) {
  await page.setContent(cardHtml(card));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out });
  console.log(`wrote ${path.relative(root, out)}`);
}

/** Each campaign as its page shows it; the artwork read from the source (the page has its hashed copy). */
async function campaignCards(page, site) {
  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  const slugs = [...sitemap.matchAll(/<loc>[^<]*\/campaigns\/([\w-]+)<\/loc>/g)].map(([, slug]) => slug);
  if (slugs.length === 0) throw new Error(`${site}/sitemap.xml lists no campaign: is npm start running there?`);
  const cards = [];
  for (const slug of slugs) {
    await page.goto(`${site}/campaigns/${slug}`);
    const hero = page.locator('.cmp-hero');
    const artFile = /\/([\w-]+)\.[0-9a-f]+\.svg$/.exec((await hero.locator('img.cmp-hero__art').getAttribute('src')) ?? '')?.[1];
    if (!artFile) throw new Error(`/campaigns/${slug}: its artwork is a cover photo; remove the cover in the Site tab first`);
    cards.push({
      slug,
      kicker: (await hero.locator('.cmp-hero__focus').innerText()).trim(),
      title: (await hero.locator('h1').innerText()).trim(),
      text: (await hero.locator('.cmp-hero__lead').innerText()).trim(),
      art: fs.readFileSync(path.join(ART_DIR, `${artFile}.svg`), 'utf8'),
    });
  }
  return cards;
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const at = process.argv.indexOf('--campaigns');
  if (at === -1) {
    await draw(
      page,
      {
        // No name: the society sets its own in the Site tab, and a drawn card cannot follow it.
        kicker: '',
        title: 'Education is a Fundamental Right',
        text: 'Teaching slum children and helping families out of unemployment in Ambala, Chandigarh and Panchkula.',
        art: fs.readFileSync(path.join(ART_DIR, 'classroom.svg'), 'utf8'),
      },
      path.join(root, 'packages/web-kit/src/assets/share-card.png'),
    );
  } else {
    const site = (process.argv[at + 1] ?? 'http://localhost:8080').replace(/\/$/, '');
    for (const { slug, ...card } of await campaignCards(page, site)) {
      await draw(page, card, path.join(root, `mfe-public/src/assets/share/${slug}.png`));
    }
  }
} finally {
  await browser.close();
}
