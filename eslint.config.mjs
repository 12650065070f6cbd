// Lint states the architecture rules of STYLE.md, so they are checked, not only written down:
// packages → api / fronts (never back), remotes never import each other or the shell, the API's
// role modules never import each other, and a front's features never import each other.
import fs from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;
const FRONTS = ['shell', 'mfe-public', 'mfe-admin', 'mfe-hr', 'mfe-team', 'mfe-volunteer'];
const API_ROLE_MODULES = ['auth', 'public', 'admin', 'hr', 'team', 'volunteer'];

const subfolders = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs.readdirSync(path.join(root, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];

const zones = [
  {
    target: './packages/contracts',
    from: ['./api', './packages/web-kit', ...FRONTS.map((f) => `./${f}`)],
    message: 'The contracts package imports nothing from the apps.',
  },
  {
    target: './packages/web-kit',
    from: ['./api', ...FRONTS.map((f) => `./${f}`)],
    message: 'The web kit is shared by every front and imports none of them.',
  },
  ...FRONTS.map((front) => ({
    target: `./${front}`,
    from: ['./api', ...FRONTS.filter((other) => other !== front).map((other) => `./${other}`)],
    message: 'A front never imports another front (remotes are deployed on their own) or the API.',
  })),
  ...API_ROLE_MODULES.map((module) => ({
    target: `./api/src/modules/${module}`,
    from: API_ROLE_MODULES.filter((other) => other !== module).map((other) => `./api/src/modules/${other}`),
    message: "The API's role modules never import each other; shared pieces live outside src/modules.",
  })),
  ...FRONTS.flatMap((front) =>
    subfolders(`${front}/src/features`).map((feature) => ({
      target: `./${front}/src/features/${feature}`,
      from: `./${front}/src/features`,
      except: [`./${feature}`],
      message: 'Features never import each other; move what they share to src/components or the web kit.',
    })),
  ),
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.cache/**', '.data/**', '.run/**', 'coverage/**', '**/*.js', '**/*.cjs', '**/*.mjs'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['api/tsconfig.json', 'packages/*/tsconfig.json', ...FRONTS.map((f) => `${f}/tsconfig.json`)],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
