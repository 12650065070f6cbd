'use strict';
// Build-time check for the React Router subset (react-router-subset.mjs): every name a front
// imports from 'react-router-dom' must be in it, and nobody imports 'react-router' itself (that
// would load a second router whose context the first one cannot see).
const fs = require('node:fs');
const path = require('node:path');

const SUBSET_FILE = path.join(__dirname, 'react-router-subset.mjs');

function subsetNames() {
  const text = fs.readFileSync(SUBSET_FILE, 'utf8');
  const names = new Set();
  for (const [, list] of text.matchAll(/export\s*{([^}]*)}/g)) {
    for (const name of list.split(',')) if (name.trim()) names.add(name.trim());
  }
  return names;
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Test code (specs, src/testing) is never bundled and may use the whole router.
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') yield* sourceFiles(full);
    }
    else if (/\.(ts|tsx|js|jsx)$/.test(entry.name) && !/\.spec\.[jt]sx?$/.test(entry.name)) yield full;
  }
}

/** Throws listing every problem found in the given source folders. */
function checkReactRouterImports(srcDirs) {
  const allowed = subsetNames();
  const problems = [];
  for (const dir of srcDirs) {
    for (const file of sourceFiles(dir)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, typeOnly, list, from] of text.matchAll(/import\s+(type\s+)?{([^}]*)}\s+from\s+'(react-router(?:-dom)?(?:\/[^']*)?)'/g)) {
        if (from !== 'react-router-dom') {
          problems.push(`${file}: import from '${from}'; import from 'react-router-dom' instead`);
          continue;
        }
        if (typeOnly) continue;
        for (const raw of list.split(',')) {
          const name = raw.trim().split(/\s+as\s+/)[0];
          if (!name || name.startsWith('type ')) continue;
          if (!allowed.has(name)) problems.push(`${file}: '${name}' is not in tools/webpack/react-router-subset.mjs`);
        }
      }
    }
  }
  if (problems.length) throw new Error(`React Router imports outside the shared subset:\n  ${problems.join('\n  ')}`);
}

module.exports = { checkReactRouterImports, SUBSET_FILE };
