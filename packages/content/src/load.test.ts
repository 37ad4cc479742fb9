import { afterEach, describe, expect, it } from 'vitest';
import type { ContentError } from './errors';
import { loadContent } from './load';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { dastData, harmsData, moduleYaml, page, quizData, REAL_CONTENT, RELATIONSHIPS_SCALE, toYaml, writeContent } from './test/fixture';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function load(changes: Record<string, string | null> = {}) {
  const fixture = writeContent(changes);
  cleanups.push(fixture.remove);
  return loadContent(fixture.dir);
}

function errorsOf(changes: Record<string, string | null>): ContentError[] {
  const result = load(changes);
  if (result.ok) throw new Error('expected the content to be rejected');
  return result.errors;
}

describe('loadContent', () => {
  it('compiles the smallest valid content', () => {
    const result = load();
    expect(result.ok && result.content.pages.map((entry) => entry.id)).toEqual([
      '1-0', '2-0', '2C-0', '3-0', '4-0', '4A-0', '5-0', '5A-0', 'Review', 'end', 'section-complete',
    ]);
  });

  it('compiles pages: path, default next, final from the tree, text and widgets', () => {
    const result = load({
      'modules/1/1-0.md': page('1-0', '## Hello\n\nSome *words* and `code`.\n\n::choice-group{data_id="n" options="needs" multiple="true"}'),
      'modules/1/1-1.md': page('1-1', 'More.', { next: 'dashboard' }),
      'tree.yaml': 'schemaVersion: 1\n1-1:\n  final: true\n',
      'modules/1/module.yaml': moduleYaml('1', { last: '1-1' }),
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const [first, second] = result.content.pages;
    expect(first).toMatchObject({
      id: '1-0',
      module: '1',
      path: '/modules/1/1-0',
      file: 'content/modules/1/1-0.md',
      title: 'Page 1-0',
      next: '1-1',
      final: false,
      text: 'Hello\nSome words and code.',
      widgets: [{ name: 'choice-group', attributes: { data_id: 'n', options: 'needs', multiple: true }, line: 11 }],
    });
    expect(first?.markdown.startsWith('## Hello\n')).toBe(true);
    expect(second).toMatchObject({ id: '1-1', next: 'dashboard', final: true });
    expect(result.content.tree).toEqual({ '1-1': { final: true } });
    expect(Object.keys(result.content.feedback)).toHaveLength(7);
    expect(result.content.tenants.ucc?.short_name).toBe('UCC');
    expect(result.content.optionSets.needs?.options).toHaveLength(10);
  });

  it('keeps authors’ HTML comments out of what students are sent', () => {
    const { dir } = writeContent({
      'modules/1/1-0.md': page('1-0', 'Before.\n\n<!-- docs/content-sources.md §1.2 -->\n\nAfter <!-- a note --> this.'),
    });
    const result = loadContent(dir);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const markdown = result.content.pages.find((item) => item.id === '1-0')?.markdown ?? '';
    expect(markdown).toContain('Before.');
    expect(markdown).toContain('After  this.');
    expect(markdown).not.toContain('<!--');
    expect(markdown).not.toContain('content-facts');
  });

  it('compiles the real content folder without errors', () => {
    const result = loadContent(REAL_CONTENT);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });
});

describe("module 1's data: harms, quiz and DAST", () => {
  it('compiles the three files into the content', () => {
    const result = load();
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.content.harms.drugs).toHaveLength(8);
    expect(result.content.quiz.questions).toHaveLength(10);
    expect(result.content.dast.questions.map((question) => question.data_id)).toEqual(
      Array.from({ length: 9 }, (_, index) => `dast-answer-${index}`),
    );
  });

  it.each(['harms.yaml', 'quiz.yaml', 'dast.yaml'])('rejects a missing %s', (name) => {
    expect(errorsOf({ [name]: null })).toEqual([{ file: `content/${name}`, line: 1, message: 'This file is missing' }]);
  });

  it('rejects incomplete harms: a missing panel, group, level and drug, with their lines', () => {
    const harms = harmsData();
    const cocaine = harms.drugs[2]!;
    delete (cocaine.levels[1]!.panels as Record<string, unknown>).nose;
    delete (cocaine.levels[0]!.life as Record<string, unknown>).academic;
    harms.drugs[3]!.levels.splice(1, 1);
    harms.drugs.splice(7, 1);
    const text = toYaml(harms);
    const lines = text.split('\n');
    const lineOf = (needle: string, from = 0) => lines.findIndex((line, index) => index >= from && line.includes(needle)) + 1;
    const cocaineAt = lineOf('drug_id: 2');
    const ketamineAt = lineOf('drug_id: 3');
    expect(errorsOf({ 'harms.yaml': text })).toEqual([
      { file: 'content/harms.yaml', line: 3, message: 'drugs: Drug 7 (Study Drugs) is missing' },
      { file: 'content/harms.yaml', line: lineOf('life:', cocaineAt) + 1, message: 'drugs.2.levels.0.life: The life-impact group "academic" is missing' },
      { file: 'content/harms.yaml', line: lineOf('panels:', lineOf('risk_id: 4', cocaineAt)) + 1, message: 'drugs.2.levels.1.panels: The body panel "nose" is missing' },
      { file: 'content/harms.yaml', line: lineOf('levels:', ketamineAt) + 1, message: 'drugs.3.levels: Risk level 4 (Substantial or Severe) is missing' },
    ]);
  });

  it('rejects a harms text of more than three sentences', () => {
    const harms = harmsData();
    harms.drugs[0]!.levels[0]!.panels.brain = { title: 'Brain', text: 'One. Two. Three. Four.' };
    const [error] = errorsOf({ 'harms.yaml': toYaml(harms) });
    expect(error?.message).toBe('drugs.0.levels.0.panels.brain.text: Must be 1 to 3 sentences');
  });

  it('rejects a quiz of nine questions', () => {
    const quiz = quizData();
    quiz.questions.pop();
    expect(errorsOf({ 'quiz.yaml': toYaml(quiz) })).toEqual([
      { file: 'content/quiz.yaml', line: 3, message: 'questions: The quiz has 10 questions, this file has 9' },
    ]);
  });

  it('rejects a quiz correct_id that is not among its choices, at its line', () => {
    const quiz = quizData();
    quiz.questions[1]!.correct_id = 'maybe';
    const text = toYaml(quiz);
    const line = text.split('\n').findIndex((entry) => entry.includes('correct_id: maybe')) + 1;
    expect(errorsOf({ 'quiz.yaml': text })).toEqual([
      { file: 'content/quiz.yaml', line, message: 'questions.1.correct_id: correct_id must be one of the choices' },
    ]);
  });

  it('rejects a quiz question without alt text for its image', () => {
    const quiz = quizData();
    delete (quiz.questions[0] as Partial<(typeof quiz.questions)[number]>).image_alt;
    const [error] = errorsOf({ 'quiz.yaml': toYaml(quiz) });
    expect(error?.message).toMatch(/^questions\.0\.image_alt: /);
  });

  it('rejects a DAST with eight questions', () => {
    const dast = dastData();
    dast.questions.pop();
    const text = toYaml(dast);
    // The error points at the list itself: the line after `questions:`.
    const line = text.split('\n').indexOf('questions:') + 2;
    expect(errorsOf({ 'dast.yaml': text })).toEqual([
      { file: 'content/dast.yaml', line, message: 'questions: The DAST has 9 questions, this file has 8' },
    ]);
  });

  it('rejects a DAST question with the wrong id, at its line', () => {
    const dast = dastData();
    dast.questions[4]!.data_id = 'dast-answer-x';
    const text = toYaml(dast);
    const line = text.split('\n').findIndex((entry) => entry.includes('dast-answer-x')) + 1;
    expect(errorsOf({ 'dast.yaml': text })).toEqual([
      { file: 'content/dast.yaml', line, message: 'questions.4.data_id: Question 5 must have data_id dast-answer-4' },
    ]);
  });

  it('finds every image the real quiz shows in the web app', () => {
    const result = loadContent(REAL_CONTENT);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const publicDir = path.join(REAL_CONTENT, '..', 'apps', 'web', 'public');
    const missing = result.content.quiz.questions
      .map((question) => question.image)
      .filter((image) => !existsSync(path.join(publicDir, image)));
    expect(missing).toEqual([]);
  });

  it('finds every module image in the web app, and every module has one', () => {
    const result = loadContent(REAL_CONTENT);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const publicDir = path.join(REAL_CONTENT, '..', 'apps', 'web', 'public');
    const modules = Object.entries(result.content.modules);
    expect(modules.length).toBeGreaterThan(0);
    const missing = modules
      .filter(([, meta]) => !meta?.image || !existsSync(path.join(publicDir, meta.image)))
      .map(([id, meta]) => `${id}: ${meta?.image ?? 'no image'}`);
    expect(missing).toEqual([]);
  });
});

describe('the per-file rules', () => {
  it.each<[string, Record<string, string | null>, ContentError]>([
    [
      'front matter missing',
      { 'modules/1/1-0.md': 'Just text' },
      { file: 'content/modules/1/1-0.md', line: 1, message: 'The page must start with front matter (---)' },
    ],
    [
      'a front matter key that is not in the contract',
      { 'modules/1/1-0.md': page('1-0', 'x', { author: 'me' }) },
      { file: 'content/modules/1/1-0.md', line: 5, message: 'Unrecognized key: "author"' },
    ],
    [
      'a bad value in the front matter, with its line',
      { 'modules/1/1-0.md': page('1-0', 'x', { final: 'maybe' }) },
      { file: 'content/modules/1/1-0.md', line: 5, message: 'final: Invalid input: expected boolean, received string' },
    ],
    [
      'raw HTML, which the browser would show as text',
      { 'modules/1/1-0.md': page('1-0', 'Text\n\n<div>Boxed</div>') },
      { file: 'content/modules/1/1-0.md', line: 9, message: 'Raw HTML is not shown to students: use Markdown or a widget' },
    ],
    [
      'an unknown widget',
      { 'modules/1/1-0.md': page('1-0', 'Text\n\n::dast-quiz') },
      { file: 'content/modules/1/1-0.md', line: 9, message: 'Unknown widget "::dast-quiz"' },
    ],
    [
      'an unknown attribute',
      { 'modules/1/1-0.md': page('1-0', '::copy-code{colour="red"}') },
      { file: 'content/modules/1/1-0.md', line: 7, message: 'Unknown attribute colour on "copy-code"' },
    ],
    [
      'a bad attribute value',
      { 'modules/1/1-0.md': page('1-0', '::resources{filter="everything"}') },
      { file: 'content/modules/1/1-0.md', line: 7, message: expect.stringContaining('"resources" filter:') as unknown as string },
    ],
    [
      'a leaf widget written as a container',
      { 'modules/1/1-0.md': page('1-0', ':::copy-code\nx\n:::') },
      { file: 'content/modules/1/1-0.md', line: 7, message: '"copy-code" is a leaf widget: write ::copy-code' },
    ],
    [
      'a container widget written as a leaf',
      { 'modules/1/1-0.md': page('1-0', '::info{title="x"}') },
      { file: 'content/modules/1/1-0.md', line: 7, message: '"info" is a container widget: write :::info … :::' },
    ],
    [
      'an inline directive',
      { 'modules/1/1-0.md': page('1-0', 'Note:this') },
      { file: 'content/modules/1/1-0.md', line: 7, message: expect.stringContaining('":this" is read as an inline widget') as unknown as string },
    ],
    [
      'a second h1',
      { 'modules/1/1-0.md': page('1-0', '# Title again') },
      { file: 'content/modules/1/1-0.md', line: 7, message: 'Use ## and below: the title is the only #' },
    ],
    [
      'a file name other than the page id',
      { 'modules/1/1-0.md': page('1-1'), 'modules/1/module.yaml': moduleYaml('1', { last: '1-1' }) },
      { file: 'content/modules/1/1-0.md', line: 3, message: 'id must be "1-0", the file\'s name' },
    ],
    [
      'a page in the folder of another module',
      { 'modules/2/1-5.md': page('1-5') },
      { file: 'content/modules/2/1-5.md', line: 3, message: 'Page 1-5 belongs to module 1, not 2' },
    ],
    [
      'a folder that is not a module',
      { 'modules/6/6-0.md': page('6-0') },
      { file: 'content/modules/6', line: 1, message: '"6" is not a module id' },
    ],
    [
      'a module.yaml id other than its folder',
      { 'modules/2/module.yaml': moduleYaml('1') },
      { file: 'content/modules/2/module.yaml', line: 2, message: 'id must be "2", the folder\'s name' },
    ],
    [
      'a module title other than core',
      { 'modules/3/module.yaml': moduleYaml('3', { title: 'Values' }) },
      { file: 'content/modules/3/module.yaml', line: 3, message: 'title: Must be "My Values", the title of module 3' },
    ],
    [
      'a missing module.yaml',
      { 'modules/4A/module.yaml': null },
      { file: 'content/modules/4A/module.yaml', line: 1, message: 'Module 4A has no module.yaml' },
    ],
    [
      'YAML that does not parse',
      { 'options/needs.yaml': 'schemaVersion: 1\nid: [needs\n' },
      { file: 'content/options/needs.yaml', line: 3, message: expect.stringContaining('Not valid YAML') as unknown as string },
    ],
    [
      'an option set of the wrong size',
      { 'options/needs.yaml': 'schemaVersion: 1\nid: needs\noptions:\n  - { data_id: a, text: A }\n' },
      { file: 'content/options/needs.yaml', line: 4, message: 'options: needs must have 10 options, has 1' },
    ],
    [
      'commitment messages that leave a score without a message',
      {
        'options/commitmentMessages.yaml':
          'schemaVersion: 1\nid: commitmentMessages\noptions:\n  - { data_id: low, text: Low, match: { min: 0, max: 2 } }\n  - { data_id: ready, text: Ready, match: { min: 4, max: 5 } }\n',
      },
      { file: 'content/options/commitmentMessages.yaml', line: 4, message: 'No message matches commitment score 3' },
    ],
    [
      'an option set file named other than its id',
      { 'options/helps.yaml': 'schemaVersion: 1\nid: influences\noptions:\n  - { data_id: a, text: A }\n' },
      { file: 'content/options/helps.yaml', line: 2, message: 'id must be "helps", the file\'s name' },
    ],
    [
      'a tenant file named other than its id',
      { 'tenants/tcd.yaml': 'schemaVersion: 1\nid: ucd\nname: UCD\nshort_name: UCD\nwebsite: https://www.ucd.ie\n' },
      { file: 'content/tenants/tcd.yaml', line: 2, message: 'id must be "tcd", the file\'s name' },
    ],
    [
      'the default tenant missing',
      { 'tenants/ucc.yaml': null },
      { file: 'content/tenants/ucc.yaml', line: 1, message: 'The default tenant ucc is missing' },
    ],
    [
      'a tenant with a bad phone number',
      { 'tenants/ucc.yaml': 'schemaVersion: 1\nid: ucc\nname: UCC\nshort_name: UCC\nwebsite: https://www.ucc.ie\nsupport_services:\n  - name: A\n    description: B\n    phone: 021 490\n    kind: crisis\n' },
      { file: 'content/tenants/ucc.yaml', line: 9, message: 'support_services.0.phone: Enter a phone number with its country code, like +353214903565, or a short code, like 50808.' },
    ],
    [
      'a tree entry that is not a page rule',
      { 'tree.yaml': 'schemaVersion: 1\n1-0:\n  final: 3\n' },
      { file: 'content/tree.yaml', line: 3, message: '1-0.final: Invalid input: expected boolean, received number' },
    ],
    [
      'a feedback file that leaves a gap',
      { 'feedback/quiz-score.yaml': 'schemaVersion: 1\ncall: process_quiz_score\ndescription: Quiz\nbands:\n  - when: { quiz_score: { min: 0, max: 4 } }\n    content_no: 0\n' },
      { file: 'content/feedback/quiz-score.yaml', line: 5, message: 'bands: No band covers quiz_score=5' },
    ],
    [
      'a feedback call without bands',
      { 'feedback/quiz-score.yaml': null },
      { file: 'content/feedback', line: 1, message: 'No file holds the bands of process_quiz_score' },
    ],
    [
      'a missing section-complete page',
      { 'pages/section-complete.md': null },
      { file: 'content/pages/section-complete.md', line: 1, message: 'This page is missing' },
    ],
    [
      'a missing end page',
      { 'pages/end.md': null },
      { file: 'content/pages/end.md', line: 1, message: 'This page is missing' },
    ],
    [
      'a standalone page id other than its file',
      { 'pages/end.md': page('the-end') },
      { file: 'content/pages/end.md', line: 3, message: 'id must be "end", the file\'s name' },
    ],
  ])('rejects %s', (_, changes, expected) => {
    expect(errorsOf(changes)).toContainEqual(expected);
  });

  it('rejects a second feedback file for the same call', () => {
    const errors = errorsOf({
      'feedback/zz-quiz.yaml': 'schemaVersion: 1\ncall: process_quiz_score\ndescription: Quiz\nbands:\n  - when: {}\n    content_no: 0\n',
    });
    expect(errors).toContainEqual({
      file: 'content/feedback/zz-quiz.yaml',
      line: 2,
      message: 'process_quiz_score already has its bands in content/feedback/quiz-score.yaml',
    });
  });
});

describe('the cross-file rules', () => {
  it.each<[string, Record<string, string | null>, ContentError]>([
    [
      'a front matter next that does not exist',
      { 'modules/1/1-0.md': page('1-0', 'x', { next: '1-9' }) },
      { file: 'content/modules/1/1-0.md', line: 5, message: 'next: page 1-9 does not exist' },
    ],
    [
      'a nav-arrows previous that does not exist',
      { 'modules/2/2-0.md': page('2-0', '::nav-arrows{previous="1-7"}') },
      { file: 'content/modules/2/2-0.md', line: 7, message: 'nav-arrows previous: page 1-7 does not exist' },
    ],
    [
      'a nav-arrows next that does not exist',
      { 'modules/2/2-0.md': page('2-0', '::nav-arrows{next="2-4"}') },
      { file: 'content/modules/2/2-0.md', line: 7, message: 'nav-arrows next: page 2-4 does not exist' },
    ],
    [
      'a link to a page that does not exist',
      { 'modules/2/2-0.md': page('2-0', 'Go [back](/page/1-3).') },
      { file: 'content/modules/2/2-0.md', line: 7, message: 'link: page 1-3 does not exist' },
    ],
    [
      'a recall-list from a page that does not exist',
      { 'modules/2/2-0.md': page('2-0', '::recall-list{from="1-12"}') },
      { file: 'content/modules/2/2-0.md', line: 7, message: 'recall-list from: page 1-12 does not exist' },
    ],
    [
      'an options attribute naming a set without a file',
      { 'modules/2/2-0.md': page('2-0', '::choice-group{data_id="h" options="helps"}') },
      { file: 'content/modules/2/2-0.md', line: 7, message: 'choice-group options: there is no option set helps (content/options/helps.yaml)' },
    ],
    [
      'a tree page that does not exist',
      { 'tree.yaml': 'schemaVersion: 1\n1-0:\n  final: true\n1-4:\n  final: true\n' },
      { file: 'content/tree.yaml', line: 4, message: 'Page 1-4 of the tree does not exist' },
    ],
    [
      'a tree next that does not exist',
      { 'tree.yaml': 'schemaVersion: 1\n1-0:\n  conditions:\n    q:\n      - answer: yes\n        next: 1-2\n' },
      { file: 'content/tree.yaml', line: 6, message: '1-0.conditions.q.0.next: page 1-2 does not exist' },
    ],
    [
      'a tree score next that does not exist',
      { 'tree.yaml': 'schemaVersion: 1\n1-0:\n  completed:\n    score:\n      - { score: quiz_score, op: ">=", value: 5, next: 1-3 }\n' },
      { file: 'content/tree.yaml', line: 5, message: '1-0.completed.score.0.next: page 1-3 does not exist' },
    ],
    [
      'a page past the step total of its module',
      { 'modules/4A/4A-8.md': page('4A-8') },
      { file: 'content/modules/4A/4A-8.md', line: 1, message: "Page 4A-8 is past module 4A's 7 steps (core's OPTIONAL_TOTAL_STEPS)" },
    ],
    [
      'a missing entry page',
      { 'modules/2C/2C-0.md': null, 'modules/2C/2C-1.md': page('2C-1'), 'modules/2C/module.yaml': moduleYaml('2C', { last: '2C-1' }) },
      { file: 'content/modules/2C/2C-0.md', line: 1, message: 'Module 2C has no entry page 2C-0' },
    ],
    [
      'a module.yaml last page that does not exist',
      { 'modules/5/module.yaml': moduleYaml('5', { last: '5-9' }) },
      { file: 'content/modules/5/module.yaml', line: 10, message: 'last: page 5-9 does not exist' },
    ],
    [
      'a module.yaml first page that does not exist',
      { 'modules/Review/Review.md': null, 'modules/Review/module.yaml': moduleYaml('Review') },
      { file: 'content/modules/Review/module.yaml', line: 9, message: 'first: page Review does not exist' },
    ],
  ])('rejects %s', (_, changes, expected) => {
    expect(errorsOf(changes)).toContainEqual(expected);
  });

  it('rejects a module whose last page no user type can reach from 1-0', () => {
    const errors = errorsOf({
      'modules/1/1-0.md': page('1-0', 'x', { next: 'dashboard' }),
      'modules/1/1-1.md': page('1-1'),
      'modules/1/module.yaml': moduleYaml('1', { last: '1-1' }),
    });
    const line = { file: 'content/modules/1/module.yaml', line: 10 };
    expect(errors).toEqual([
      { ...line, message: 'last: user type 1 cannot reach 1-1 from 1-0' },
      { ...line, message: 'last: user type 2 cannot reach 1-1 from 1-0' },
      { ...line, message: 'last: user type 3 cannot reach 1-1 from 1-0' },
    ]);
  });

  it('rejects a module reachable only from another user type\'s module', () => {
    // 5A-1 is reached only from 5-0 (type 2's module); type 1 enters 5A at 5A-0, which stops.
    const errors = errorsOf({
      'modules/5A/5A-0.md': page('5A-0', 'x', { next: 'dashboard' }),
      'modules/5A/5A-1.md': page('5A-1'),
      'modules/5A/module.yaml': moduleYaml('5A', { last: '5A-1' }),
      'modules/5/5-0.md': page('5-0', '::nav-arrows{next="5A-1"}'),
    });
    expect(errors).toEqual([
      { file: 'content/modules/5A/module.yaml', line: 10, message: 'last: user type 1 cannot reach 5A-1 from 1-0' },
    ]);
  });

  it('reaches pages through the tree, step + 1 and the dashboard', () => {
    const result = load({
      'modules/3/3-0.md': page('3-0', 'x', { next: '3-1' }),
      'modules/3/3-1.md': page('3-1'),
      'modules/3/3-2.md': page('3-2', 'x', { final: 'true' }),
      'modules/3/3-5.md': page('3-5'),
      'tree.yaml': 'schemaVersion: 1\n3-1:\n  completed:\n    next: 3-5\n3-5:\n  load:\n    next: 3-2\n',
      'modules/3/module.yaml': moduleYaml('3', { last: '3-2' }),
    });
    expect(result.ok ? [] : result.errors).toEqual([]);
  });
});

describe('rating scales', () => {
  it('compiles scales/<id>.yaml by id, and a page whose rating-scale names one', () => {
    const result = load({
      'scales/relationships.yaml': RELATIONSHIPS_SCALE,
      'modules/2/2-0.md': page('2-0', '::rating-scale{scale="relationships"}'),
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(Object.keys(result.content.scales)).toEqual(['relationships']);
    expect(result.content.scales.relationships?.items.map((item) => item.data_id)).toEqual([
      'rel-friends', 'rel-family', 'rel-college',
    ]);
    expect(result.content.pages.find((entry) => entry.id === '2-0')?.widgets).toEqual([
      { name: 'rating-scale', attributes: { scale: 'relationships' }, line: 7 },
    ]);
  });

  it.each<[string, Record<string, string | null>, ContentError]>([
    [
      'a relationships scale with two items, at the items line',
      { 'scales/relationships.yaml': RELATIONSHIPS_SCALE.replace('  - data_id: rel-college\n    text: People at college\n', '') },
      { file: 'content/scales/relationships.yaml', line: 13, message: 'items: relationships needs 3 items (friends, family, people at college), has 2' },
    ],
    [
      'labels that do not match the answers',
      { 'scales/relationships.yaml': RELATIONSHIPS_SCALE.replace('  min_label: Not close at all\n', '  labels: [No, Yes]\n') },
      { file: 'content/scales/relationships.yaml', line: 10, message: 'answers.labels: Give one label per answer 0–10 (11), not 2' },
    ],
    [
      'a scale file named other than its id',
      { 'scales/friends.yaml': RELATIONSHIPS_SCALE },
      { file: 'content/scales/friends.yaml', line: 2, message: 'id must be "friends", the file\'s name' },
    ],
    [
      'a rating-scale naming a scale without a file',
      { 'modules/2/2-0.md': page('2-0', 'Intro.\n\n::rating-scale{scale="life-values"}') },
      { file: 'content/modules/2/2-0.md', line: 9, message: 'rating-scale scale: there is no scale life-values (content/scales/life-values.yaml)' },
    ],
    [
      'a rating-scale without a scale',
      { 'modules/2/2-0.md': page('2-0', '::rating-scale{label="Hi"}') },
      { file: 'content/modules/2/2-0.md', line: 7, message: expect.stringContaining('scale') as unknown as string },
    ],
  ])('rejects %s', (_, changes, expected) => {
    expect(errorsOf(changes)).toContainEqual(expected);
  });
});
