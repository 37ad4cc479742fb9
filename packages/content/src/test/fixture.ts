import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import {
  BODY_PANELS,
  DAST_ANSWER_IDS,
  DASHBOARD_MODULES,
  DRUGS,
  LIFE_IMPACT_GROUPS,
  RISK_LEVELS,
} from '@clearpath/core';

export const REAL_CONTENT = fileURLToPath(new URL('../../../../content', import.meta.url));

export function moduleYaml(id: string, changes: Record<string, string> = {}): string {
  const module = DASHBOARD_MODULES.find((entry) => entry.id === id);
  const fields: Record<string, string> = {
    schemaVersion: '1',
    id: `'${id}'`,
    title: module?.title ?? 'Unknown',
    color: `'#1565C0'`,
    summary: 'What the module is for.',
    minutes: '10',
    outcomes: '\n  - Something useful',
    first: module?.entryPage ?? `${id}-0`,
    last: module?.entryPage ?? `${id}-0`,
    ...changes,
  };
  return Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')
    .concat('\n');
}

export function page(id: string, body = 'Some words.', front: Record<string, string> = {}): string {
  const fields = { schemaVersion: '1', id, title: `Page ${id}`, ...front };
  const yaml = Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}\n`;
}

const NEEDS = [
  'schemaVersion: 1',
  'id: needs',
  'options:',
  ...Array.from({ length: 10 }, (_, i) => `  - { data_id: need-${i}, text: Need ${i} }`),
].join('\n');

/** A small valid rating scale (`scales/relationships.yaml`); not in the base files. */
export const RELATIONSHIPS_SCALE = `schemaVersion: 1
id: relationships
score: relationships
question: How close do you feel to each of these groups?
source: >-
  One closeness rating per group, 0 to 10.
answers:
  min: 0
  max: 10
  min_label: Not close at all
  max_label: Very close
items:
  - data_id: rel-friends
    text: My friends
  - data_id: rel-family
    text: My family
  - data_id: rel-college
    text: People at college
`;

const TENANT = `schemaVersion: 1
id: ucc
name: University College Cork
short_name: UCC
website: https://www.ucc.ie
support_services:
  - name: Counselling
    description: Free and confidential.
    phone: '+353214903565'
    kind: university
external_links:
  - label: Student Health
    url: https://www.ucc.ie/en/studenthealth/
`;

/** A complete `harms.yaml` as data: every drug at both levels, every panel and group. */
export function harmsData() {
  return {
    schemaVersion: 1,
    drugs: DRUGS.map((drug) => ({
      drug_id: drug.id,
      name: drug.name,
      tips: ['Start low and go slow.', 'Stay with people you trust.'],
      levels: RISK_LEVELS.map((level) => ({
        risk_id: level.id,
        summary: `${drug.name} at the ${level.label} level.`,
        panels: Object.fromEntries(
          BODY_PANELS.map((panel) => [panel, { title: `Your ${panel}`, text: `What ${drug.name} does to your ${panel}.` }]),
        ),
        life: Object.fromEntries(LIFE_IMPACT_GROUPS.map((group) => [group, `Your ${group} life.`])),
      })),
    })),
  };
}

/** A valid `quiz.yaml` as data: ten questions with images, alt text and explanations. */
export function quizData() {
  return {
    schemaVersion: 1,
    questions: Array.from({ length: 10 }, (_, n) => ({
      data_id: `quiz-${n}`,
      type: n % 2 === 0 ? 'mcq' : 'select',
      question: `Question ${n}?`,
      correct_id: 'right',
      choices: [
        ['Right', 'right'],
        ['Wrong', 'wrong'],
      ],
      answer: ['Because it is.'],
      image: `/images/quiz/${n}.svg`,
      image_alt: `Picture ${n}`,
    })),
  };
}

/** A valid `dast.yaml` as data: the nine questions in order with the attribution. */
export function dastData() {
  return {
    schemaVersion: 1,
    intro: 'Nine yes-or-no questions.',
    feedback_intro: 'Here is what your answers say.',
    attribution: 'Drug Abuse Screening Test (DAST-10) © 1982 Harvey A. Skinner, PhD',
    questions: DAST_ANSWER_IDS.map((id, index) => ({ data_id: id, item: index + 2, text: `Question ${index + 2}?`, protective: 'A good sign.', watch: 'Worth watching.' })),
  };
}

/** YAML text of data, as an author would write it (block style, one value a line). */
export function toYaml(data: unknown): string {
  return stringify(data);
}

/** The smallest valid content folder: each module is its entry page. */
export function baseFiles(): Record<string, string> {
  const files: Record<string, string> = {
    'pages/section-complete.md': page('section-complete', '::section-complete'),
    'pages/end.md': page('end', '::end-page'),
    'options/needs.yaml': NEEDS,
    'tenants/ucc.yaml': TENANT,
    'harms.yaml': toYaml(harmsData()),
    'quiz.yaml': toYaml(quizData()),
    'dast.yaml': toYaml(dastData()),
  };
  for (const { id, entryPage } of DASHBOARD_MODULES) {
    files[`modules/${id}/module.yaml`] = moduleYaml(id);
    files[`modules/${id}/${entryPage}.md`] = page(entryPage);
  }
  return files;
}

/**
 * Writes a content folder to a temporary directory: the base files with `changes` applied
 * (a string replaces or adds a file, null removes it). Feedback comes from the real content.
 */
export function writeContent(changes: Record<string, string | null> = {}): {
  dir: string;
  remove(): void;
} {
  const root = mkdtempSync(path.join(tmpdir(), 'clearpath-content-'));
  const dir = path.join(root, 'content');
  cpSync(path.join(REAL_CONTENT, 'feedback'), path.join(dir, 'feedback'), { recursive: true });
  const files: Record<string, string | null> = { ...baseFiles(), ...changes };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    if (text === null) {
      rmSync(file, { force: true, recursive: true });
      continue;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
