import { describe, expect, it } from 'vitest';
import { outsideReferences } from './standalone.mjs';

// The examples are assembled from parts so that this file itself refers to nothing outside.
const up = '..' + '/';

describe('outsideReferences', () => {
  it('finds a relative path that climbs above the repository root', () => {
    const text = `See \`${up}shared/notes.md\` and \`${up}${up}${up}elsewhere/x.md\`.`;
    expect(outsideReferences('README.md', text)).toEqual([
      `1: ${up}shared/notes.md`,
      `1: ${up}${up}${up}elsewhere/x.md`,
    ]);
    expect(outsideReferences('packages/core/README.md', `[x](${up}${up}${up}shared/a.md)`)).toEqual(
      [`1: ${up}${up}${up}shared/a.md`],
    );
  });

  it('accepts relative paths that stay inside the repository', () => {
    const text = `import { x } from '${up}shared/test-utils';\n[docs](${up}${up}docs/product.md)`;
    expect(outsideReferences('apps/web/src/widgets/quiz/index.tsx', text)).toEqual([]);
  });

  it('finds the names of the documents kept outside the repository', () => {
    const spec = 'Spec' + ' §4';
    const design = 'DESIGN' + '.md';
    const facts = 'content-facts' + '.md';
    const work = '/wo' + 'rk/';
    const text = `// ${spec}\n// see ${design} and ${facts}\nconst dir = '/wo' + 'rk/';\nrun('${work}main');`;
    expect(outsideReferences('a.ts', text)).toEqual([
      `1: ${spec}`,
      `2: ${design}`,
      `2: ${facts}`,
      `4: ${work}`,
    ]);
  });

  it('leaves the repository\u2019s own documents alone', () => {
    const text = 'docs/product.md §4, docs/architecture.md §5 and docs/content-sources.md §2.1';
    expect(outsideReferences('a.ts', text)).toEqual([]);
  });
});
