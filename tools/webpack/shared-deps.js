'use strict';
// The one shared-singleton map of every front (host and remotes). Each entry is loaded once per
// page: two Reacts break hooks, two routers lose the location, two web kits split the session.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const WEB_KIT_PKG = require(path.join(ROOT, 'packages/web-kit/package.json'));

// `react-dom/` (trailing slash) shares every subpath, so `react-dom/client` is not loaded twice.
// '@society/web-kit/staff' (toasts, dashboards' frame, lists and fields) is its own singleton, loaded by staff screens only.
const SHARED_NAMES = ['react', 'react-dom', 'react-dom/', 'react-router-dom', 'zustand', 'react-hot-toast', 'intl-messageformat', '@society/web-kit', '@society/web-kit/staff'];

/** The exact version an app pins in its package.json (web kit's own for the packages it brings). */
function pinnedVersion(name, appPkg) {
  const pkgName = name.replace(/\/$/, '');
  if (pkgName === WEB_KIT_PKG.name || pkgName.startsWith(`${WEB_KIT_PKG.name}/`)) return WEB_KIT_PKG.version;
  const version = appPkg.dependencies?.[pkgName] ?? WEB_KIT_PKG.dependencies?.[pkgName];
  if (!version) throw new Error(`${appPkg.name}: no pinned version for shared package ${pkgName}`);
  return version;
}

/** Module Federation `shared` option for the app whose package.json is given. */
function sharedDeps(appPkg) {
  return Object.fromEntries(
    SHARED_NAMES.map((name) => {
      const requiredVersion = pinnedVersion(name, appPkg);
      const item = { singleton: true, requiredVersion };
      // The router is shared as the subset the site uses (make-config aliases it to
      // react-router-subset.mjs, which has no package.json to read its version from).
      if (name === 'react-router-dom') item.version = requiredVersion;
      return [name, item];
    }),
  );
}

module.exports = { sharedDeps, SHARED_NAMES };
