import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { injunctiveStance, OptionSetFileSchema, PageFrontMatterSchema } from '@clearpath/core';
import { parseMarkdownPage } from './markdown';

const CONTENT = path.resolve(import.meta.dirname, '../../../content');

const FILE = 'content/modules/1/1-4.md';

/** A page whose body starts on line 7 of the file. */
function errorsOf(body: string) {
  const source = `---\nschemaVersion: 1\nid: 1-4\ntitle: A page\n---\n\n${body}\n`;
  const result = parseMarkdownPage(FILE, source, PageFrontMatterSchema);
  return result.ok ? [] : result.errors;
}

describe('the phone-number rule (checkPhoneLinks)', () => {
  it('rejects a bare number in prose, at its file line, with the link to write', () => {
    expect(errorsOf('Talk to us.\n\nThe helpline is free on\n1800 459 459, any weekday.')).toEqual([
      {
        file: FILE,
        line: 10,
        message:
          'Phone number "1800 459 459" must be a tap-to-call link: write [1800 459 459](tel:1800459459) (or sms: for a number to text)',
      },
    ]);
  });

  it('finds bare numbers in lists, emphasis, headings and container widgets', () => {
    const errors = errorsOf(
      [
        '## Call 112',
        '',
        '- **Ring 999** now',
        '',
        ':::info{title="Help"}',
        'Text 50808 any time.',
        ':::',
      ].join('\n'),
    );
    expect(errors.map((error) => [error.line, error.message.split('"')[1]])).toEqual([
      [7, '112'],
      [9, '999'],
      [12, '50808'],
    ]);
  });

  it('rejects a number inside a link that does not dial it', () => {
    expect(errorsOf('See [116 123](https://www.samaritans.org).')).toHaveLength(1);
    expect(errorsOf('Call [116 123](tel:116124).')).toEqual([
      {
        file: FILE,
        line: 7,
        message: 'The link "116 123" dials 116124: its text and its tel: number must be the same',
      },
    ]);
  });

  it('accepts tel: and sms: links, code, and numbers that are not phone numbers', () => {
    expect(
      errorsOf(
        [
          'Call [1800 459 459](tel:1800459459), [112](tel:112) or [Samaritans](tel:116123).',
          'Text [50808](sms:50808).',
          'In 2021, 11,500 students (43%) answered; fines of up to €1,000; `116 123` in code.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('the real injunctive-norms options (page 1-15)', () => {
  const set = OptionSetFileSchema.parse(
    parse(readFileSync(path.join(CONTENT, 'options/injunctiveNorms.yaml'), 'utf8')),
  );
  const WORDS = { 0: /would disapprove/, 1: /wouldn't mind either way/, 2: /would approve/ };

  it('says at each position what docs/product.md §9’s patterns read it as', () => {
    expect(set.options).toHaveLength(9);
    set.options.forEach((option, index) => {
      const stance = injunctiveStance(index);
      expect(stance, option.data_id).not.toBeNull();
      expect(option.text, `option ${index}`).toMatch(WORDS[stance as 0 | 1 | 2]);
    });
  });

  it('has feedback on page 1-15 for each overall result 0, 1 and 2', () => {
    const page = readFileSync(path.join(CONTENT, 'modules/1/1-15.md'), 'utf8');
    for (const item of [0, 1, 2]) {
      expect(page).toContain(`:::feedback{source="injunctive_overall" item="${item}"}`);
    }
  });
});
