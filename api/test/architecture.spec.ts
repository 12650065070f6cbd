import fs from 'node:fs';
import path from 'node:path';

const modulesDir = path.resolve(__dirname, '../src/modules');
const domainsDir = path.resolve(__dirname, '../src/domains');
const srcDir = path.resolve(__dirname, '../src');

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function relativeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/from '(\.[^']+)'/g)].map((match) => path.resolve(path.dirname(file), match[1]));
}

describe('API layout rules', () => {
  it('role modules never import one another', () => {
    const crossings: string[] = [];
    for (const role of fs.readdirSync(modulesDir)) {
      const roleDir = path.join(modulesDir, role);
      for (const file of tsFiles(roleDir)) {
        for (const target of relativeImports(file)) {
          if (target.startsWith(modulesDir + path.sep) && !target.startsWith(roleDir + path.sep)) {
            crossings.push(`${path.relative(srcDir, file)} → ${path.relative(srcDir, target)}`);
          }
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it('only repositories (the database module\'s, or a domain\'s own) use mongoose models', () => {
    // domains/<domain>/…/repositories/<file>.ts
    const inDomainRepositories = (file: string) => {
      const parts = path.relative(srcDir, file).split(path.sep);
      return parts[0] === 'domains' && parts.at(-2) === 'repositories';
    };
    const offenders = tsFiles(srcDir)
      .filter((file) => !file.endsWith('.spec.ts'))
      .filter((file) => /InjectModel\(|getModelToken\(/.test(fs.readFileSync(file, 'utf8')))
      .filter((file) => !file.includes(`${path.sep}database${path.sep}repositories${path.sep}`))
      .filter((file) => !inDomainRepositories(file));
    expect(offenders.map((file) => path.relative(srcDir, file))).toEqual([]);
  });

  it('domain code never imports from the role modules (they call the domains, not the other way round)', () => {
    const crossings = (fs.existsSync(domainsDir) ? tsFiles(domainsDir) : []).flatMap((file) =>
      relativeImports(file)
        .filter((target) => target.startsWith(modulesDir + path.sep))
        .map((target) => `${path.relative(srcDir, file)} → ${path.relative(srcDir, target)}`),
    );
    expect(crossings).toEqual([]);
  });

  it('production code imports no test fixture or bench code (they live in test/ and bench/, outside the build)', () => {
    const outside = [path.resolve(srcDir, '../test'), path.resolve(srcDir, '../bench')];
    const offenders = tsFiles(srcDir)
      .filter((file) => !file.endsWith('.spec.ts'))
      .flatMap((file) => relativeImports(file).filter((target) => outside.some((dir) => target.startsWith(dir + path.sep))).map((target) => `${path.relative(srcDir, file)} → ${path.relative(srcDir, target)}`));
    expect(offenders).toEqual([]);
  });

  it('reads process.env only in main.ts', () => {
    const readers = tsFiles(srcDir)
      .filter((file) => !file.endsWith('.spec.ts'))
      .filter((file) => /process\.env/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(srcDir, file));
    expect(readers).toEqual(['main.ts']);
  });
});
