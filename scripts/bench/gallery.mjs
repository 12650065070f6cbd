// The public gallery at 3,000 photos (issue 31): the records go straight into the database, each pointing
// at a photo the seed uploaded (so every picture exists), then Lighthouse measures the gallery's first,
// second and last page of every category as a phone meets them, beside /gallery with the seed's photos
// alone measured first in the same run, and the ready HTML's size is read.
import { createRequire } from 'node:module';
import { GALLERY_CATEGORIES, GALLERY_PAGE_SIZE } from '@society/contracts';
import { measureLighthouse } from './lighthouse.mjs';

const require = createRequire(import.meta.url);
const { MongoClient, ObjectId } = require('mongodb');

export const GALLERY_AT_SCALE = 3000;

export async function measureGalleryAtScale(services, accounts, { log = console.log } = {}) {
  const client = await MongoClient.connect(services.mongoUri);
  try {
    const items = client.db().collection('gallery_items');
    const uploaded = await items.find().toArray();
    // The reference, in the same run: the same page with only the photos the seed uploaded.
    log(`  reference: /gallery with the seed's ${uploaded.length} photos`);
    const [reference] = (await measureLighthouse(services.siteUrl, accounts, { log, routes: ['/gallery'], dashboards: false })).pages;
    if (uploaded.length === 0) throw new Error('bench gallery: the seed uploaded no photo');
    const start = Date.now() - GALLERY_AT_SCALE * 60_000;
    const rows = Array.from({ length: GALLERY_AT_SCALE - uploaded.length }, (_, k) => {
      const like = uploaded[k % uploaded.length];
      const createdAt = new Date(start + k * 60_000);
      return { _id: new ObjectId(), imagePath: like.imagePath, imageVariants: like.imageVariants, title: `Class day ${k + 1}`, description: like.description, category: GALLERY_CATEGORIES[k % GALLERY_CATEGORIES.length], createdAt, updatedAt: createdAt };
    });
    for (let from = 0; from < rows.length; from += 1000) await items.insertMany(rows.slice(from, from + 1000), { ordered: false });
    const total = await items.countDocuments();
    const lastAll = Math.ceil(total / GALLERY_PAGE_SIZE);
    // Rows written straight into the database are unseen by the API's read cache for up to 10 s (a write
    // through the API drops it at once): wait that out, so every figure is of the 3,000.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const routes = ['/gallery', '/gallery?page=2', `/gallery?category=All&page=${lastAll}`];
    const htmlKb = [];
    for (const route of routes) htmlKb.push({ route, kb: Math.round((await (await fetch(`${services.siteUrl}${route}`)).text()).length / 102.4) / 10 });
    log(`  ${total} photos; ready HTML ${htmlKb.map(({ route, kb }) => `${route} ${kb} KB`).join(', ')}`);
    const { pages } = await measureLighthouse(services.siteUrl, accounts, { log, routes, dashboards: false });
    return { photos: total, htmlKb, pages, reference: { photos: uploaded.length, ...reference } };
  } finally {
    await client.close();
  }
}
