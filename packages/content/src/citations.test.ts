import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCitations, checkContentCitations, parseSourceRegister } from './citations';

const register = parseSourceRegister(
  [
    '## 2. Harms',
    '### 2.1 Advice for every drug',
    '| id | publication | year | link |',
    '|---|---|---|---|',
    '| H1 | drugs.ie | undated | https://drugs.ie/ |',
    '| D15b | Beat 102 103 | 2022 | https://example.org/ |',
  ].join('\n'),
);

describe('parseSourceRegister', () => {
  it('reads the ids of the register rows and the numbers of the section headings', () => {
    expect([...register.ids]).toEqual(['H1', 'D15b']);
    expect([...register.sections]).toEqual(['2', '2.1']);
  });
});

describe('checkCitations', () => {
  it('accepts a Markdown comment citing a listed section and source', () => {
    const page = 'Intro\n<!-- docs/content-sources.md §2.1 [H1] -->\nText';
    expect(checkCitations('content/modules/2/2-1.md', page, register)).toEqual([]);
  });

  it('names the line of a Markdown comment citing an unknown source or section', () => {
    const page = 'Intro\n\n<!-- docs/content-sources.md §2.9 [H1][H99] -->';
    expect(checkCitations('content/modules/2/2-1.md', page, register)).toEqual([
      {
        file: 'content/modules/2/2-1.md',
        line: 3,
        message: 'cites source [H99], which docs/content-sources.md does not list',
      },
      {
        file: 'content/modules/2/2-1.md',
        line: 3,
        message: 'cites §2.9, which is not a section of docs/content-sources.md',
      },
    ]);
  });

  it('checks YAML comments only, and leaves sections of other documents alone', () => {
    const yaml = [
      "colour: '#1976D2' # docs/product.md §9",
      'text: "[H7] in a text is not a citation"',
      '  # §2.1 [H1], §3.4 [D15b]',
    ].join('\n');
    expect(checkCitations('content/quiz.yaml', yaml, register)).toEqual([
      {
        file: 'content/quiz.yaml',
        line: 3,
        message: 'cites §3.4, which is not a section of docs/content-sources.md',
      },
    ]);
  });
});

describe('the content of this repository', () => {
  it('cites only sources and sections that docs/content-sources.md has', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    const errors = checkContentCitations(
      path.join(root, 'content'),
      path.join(root, 'docs', 'content-sources.md'),
    );
    expect(errors).toEqual([]);
  });
});
