import {
  DRUGS,
  checkInDateOf,
  dastSeverity,
  type DrugId,
  type NavigationHistory,
  type Profile,
} from '@clearpath/core';
import { SUPPORTERS_AT } from '../plan-card/supporters';
import {
  currentPractices,
  selectionTexts,
  spokenDate,
  stringsOn,
} from '../plan-card/selection-texts';

/** Where module 2's page 2-3 keeps "the student life I want". */
export const COLLEGE_LIFE_AT = { page: '2-3', dataId: 'college-life' } as const;

/** One section of the summary: a heading, lines of text, and bars for scores. */
export interface SummarySection {
  id: string;
  heading: string;
  lines: string[];
  bars?: { label: string; value: number; max: number }[];
}

export interface SummaryInput {
  profile: Profile;
  selectedDrugs: readonly DrugId[] | null;
  history: NavigationHistory;
  texts: ReadonlyMap<string, string>;
}

function list(id: string, heading: string, lines: string[]): SummarySection[] {
  return lines.length > 0 ? [{ id, heading, lines }] : [];
}

/**
 * The sections of the student's own summary, in the order of the programme: only those they
 * have answers for, so nothing they did not do is mentioned. No DAST result for a non-user.
 */
export function summarySections(input: SummaryInput): SummarySection[] {
  const { profile, history, texts } = input;
  const of = (items: Profile['needs']) => selectionTexts(items, texts);
  const sections: SummarySection[] = [];

  const drugs = (input.selectedDrugs ?? []).map((id) => DRUGS[id]?.name ?? '').filter(Boolean);
  const screened = profile.dastList.length > 0 && profile.user_type !== 1;
  if (drugs.length > 0 && screened) {
    const severity = dastSeverity(profile.dast_score);
    sections.push({
      id: 'drugs',
      heading: 'Your drug use',
      lines: [
        `Drugs you used in the past year: ${drugs.join(', ')}.`,
        `Your screening score: ${profile.dast_score} out of 10 (${severity}).`,
      ],
    });
  }
  if (profile.relationship_scores !== null) {
    const [friends, family, college] = profile.relationship_scores;
    sections.push({
      id: 'relationships',
      heading: 'Your relationships',
      lines: [],
      bars: [
        { label: 'Friends', value: friends, max: 10 },
        { label: 'Family', value: family, max: 10 },
        { label: 'People at college', value: college, max: 10 },
      ],
    });
  }
  sections.push(
    ...list(
      'college-life',
      'The student life you want',
      stringsOn(history, COLLEGE_LIFE_AT.page, COLLEGE_LIFE_AT.dataId),
    ),
  );
  if (profile.values.length > 0) {
    const scores = new Map(profile.values_scores.map((entry) => [entry.data_id, entry.score]));
    sections.push({
      id: 'values',
      heading: 'Your values',
      lines: profile.values.flatMap((value) => {
        const [text] = selectionTexts([value], texts);
        if (text === undefined) return [];
        const score = scores.get(value.data_id);
        return [score === undefined ? text : `${text}: ${score} out of 10`];
      }),
    });
  }
  sections.push(...list('needs', 'What you need', of(profile.needs)));
  sections.push(...list('helps', 'What would help', of(profile.helps)));
  sections.push(
    ...list('hr-practices', 'How you stay safer', of(currentPractices(profile, history))),
  );
  sections.push(
    ...list(
      'supporters',
      'People on your side',
      stringsOn(history, SUPPORTERS_AT.page, SUPPORTERS_AT.dataId),
    ),
  );
  const influences = of(profile.influences);
  if (profile.other_influences !== null) influences.push(profile.other_influences);
  sections.push(...list('influences', 'What influences you', influences));
  sections.push(...list('reasons', 'Your reasons for using', of(profile.reasons_for_use)));
  sections.push(...list('hooks', 'What can hook you in', of(profile.hooks)));
  const plan: string[] = [];
  if (profile.smart !== null) {
    plan.push(`Your goal: ${profile.smart.specific}`);
    const checkIn = checkInDateOf(profile.smart);
    if (checkIn !== null) plan.push(`Your check-in date: ${spokenDate(checkIn)}`);
  }
  plan.push(...profile.personalGoals.map((goal) => `Personal goal: ${goal}`));
  if (profile.hr_commitment !== null) {
    plan.push(`How committed you are: ${profile.hr_commitment} out of 5`);
  }
  sections.push(...list('plan', 'Your plan', plan));
  sections.push(...list('skills', 'Your skills', of(profile.skills)));
  return sections.filter((section) => section.lines.length > 0 || section.bars !== undefined);
}
