import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DASHBOARD_MODULES } from '@clearpath/core';

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

/** The smallest valid content folder: each module is its entry page. */
export function baseFiles(): Record<string, string> {
  const files: Record<string, string> = {
    'pages/section-complete.md': page('section-complete', '::section-complete'),
    'pages/end.md': page('end', '::end-page'),
    'options/needs.yaml': NEEDS,
    'tenants/ucc.yaml': TENANT,
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
