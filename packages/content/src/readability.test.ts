import { describe, expect, it } from 'vitest';
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { loadContent } from './load';
import { REAL_CONTENT } from './test/fixture';

/** The reading grade of a text (Flesch–Kincaid), counted over whole sentences and words. */
function grade(text: string): number {
  // A line break inside a sentence (a wrapped line in the file) is a space; any other line
  // (a heading, a list item, a label) ends a sentence of its own.
  const joined = text.replace(/([^.!?:\n])\n(?=[a-z])/g, '$1 ');
  const sentences = joined.split(/[.!?]+(?:\s|$)|\n/).filter((part) => /\w/.test(part));
  const words = text.match(/[A-Za-z’']+/g) ?? [];
  const syllables = words.reduce((total, word) => total + syllable(word), 0);
  return fleschKincaid({ sentence: sentences.length, word: words.length, syllable: syllables });
}

const result = loadContent(REAL_CONTENT);
if (!result.ok) throw new Error(JSON.stringify(result.errors));
const pages = result.content.pages.filter((page) => page.module !== undefined);

describe('plain language on every module page', () => {
  it.each(pages.map((page) => [page.id, page.text] as const))(
    '%s reads at grade 8 or below',
    (_id, text) => {
      expect(grade(text)).toBeLessThanOrEqual(8);
    },
  );
});
