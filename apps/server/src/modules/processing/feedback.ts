import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  FeedbackBandsFileSchema,
  PROCESSING_CALLS,
  type FeedbackBandsFile,
  type FeedbackBandsSet,
  type ProcessingCall,
} from '@clearpath/core';
import { REPO_ROOT } from '../../paths';

/** Where the feedback bands live: content data, not code (DESIGN.md §5). */
export const DEFAULT_FEEDBACK_DIR = path.join(REPO_ROOT, 'content', 'feedback');

/** A feedback-bands folder that cannot be used; the message names each bad file. */
export class FeedbackContentError extends Error {
  override name = 'FeedbackContentError';
}

function readBandsFile(file: string): FeedbackBandsFile | string {
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    return `${file}: not readable YAML (${(error as Error).message.split('\n')[0]})`;
  }
  const parsed = FeedbackBandsFileSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`,
  );
  return `${file}:\n${issues.join('\n')}`;
}

/**
 * Reads and validates every `*.yaml` file of the folder: one file per processing call, each
 * valid against `FeedbackBandsFileSchema`. Throws a FeedbackContentError naming every bad file,
 * so a server with broken content does not start.
 */
export function loadFeedbackBands(dir: string = DEFAULT_FEEDBACK_DIR): FeedbackBandsSet {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
  } catch (error) {
    throw new FeedbackContentError(
      `Cannot read the feedback bands in ${dir}: ${(error as Error).message}`,
    );
  }
  const found = new Map<ProcessingCall, { file: string; bands: FeedbackBandsFile }>();
  const problems: string[] = [];
  for (const name of names.sort()) {
    const file = path.join(dir, name);
    const bands = readBandsFile(file);
    if (typeof bands === 'string') {
      problems.push(bands);
      continue;
    }
    const earlier = found.get(bands.call);
    if (earlier) {
      problems.push(`${file}: ${bands.call} already has its bands in ${earlier.file}`);
      continue;
    }
    found.set(bands.call, { file, bands });
  }
  for (const call of PROCESSING_CALLS) {
    if (!found.has(call)) problems.push(`${dir}: no file holds the bands of ${call}`);
  }
  if (problems.length > 0) {
    throw new FeedbackContentError(`Invalid feedback bands:\n${problems.join('\n')}`);
  }
  return Object.fromEntries(
    PROCESSING_CALLS.map((call) => [call, found.get(call)?.bands]),
  ) as FeedbackBandsSet;
}
