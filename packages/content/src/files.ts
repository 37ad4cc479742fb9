import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The files and folders of a content folder, sorted; an absent folder has none. */
export function listDir(dir: string): { files: string[]; dirs: string[] } {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return { files: [], dirs: [] };
  }
  const files: string[] = [];
  const dirs: string[] = [];
  for (const name of names) {
    if (name.startsWith('.')) continue;
    (statSync(path.join(dir, name)).isDirectory() ? dirs : files).push(name);
  }
  return { files, dirs };
}

export function exists(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export function readText(file: string): string {
  return readFileSync(file, 'utf8');
}

/** The name of a file without its extension. */
export function stem(name: string): string {
  return name.replace(/\.[^.]+$/, '');
}
