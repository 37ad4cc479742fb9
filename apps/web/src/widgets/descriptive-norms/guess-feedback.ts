import { DESCRIPTIVE_NORM_TARGETS, descriptiveNormStatus } from '@clearpath/core';

/** The two questions of page 1-14, in the order of core's DESCRIPTIVE_NORM_TARGETS. */
export const NORM_QUESTIONS = [
  {
    key: 'guess-never-used',
    question:
      'Out of every 100 students in Ireland, how many do you think have never used an illegal drug?',
    short: 'Never used an illegal drug',
    axis: 'Never used',
  },
  {
    key: 'guess-past-year',
    question:
      'Out of every 100 students in Ireland, how many do you think have used an illegal drug in the past 12 months?',
    short: 'Used an illegal drug in the past 12 months',
    axis: 'Past year',
  },
] as const;

export type GuessIndex = 0 | 1;

/** What a wrong guess hears, by question and direction (the figures come from DUHEI 2021). */
const OFF_TEXT: Record<GuessIndex, { higher: string; lower: string }> = {
  0: {
    lower:
      'Lots of people guess lower than this. Far more students have never tried an illegal drug than it might seem.',
    higher:
      "That's higher than the real figure, but you're right that not using drugs is very common among students.",
  },
  1: {
    higher: "Most people overestimate how many students use drugs, so you're in good company.",
    lower:
      "That's lower than the real figure. Even so, most students didn't use any illegal drug in the past year.",
  },
};

/**
 * How each real figure is said. The never-used figure (43) is DUHEI's; for the past year the
 * sources give 34 to 36 in every 100 (docs/content-sources.md §1.2). The text gives core's target
 * 34 (docs/product.md §9), the figure the chart beside it shows and "Close!" is measured from,
 * and says it in words too.
 */
export const REAL_FIGURE_TEXT: Record<GuessIndex, string> = {
  0: '43 in every 100',
  1: '34 in every 100, about one in three',
};

/**
 * The sentence for one guess: "Spot on!" for the real figure itself, "Close!" when core's status
 * says it is within 5 of it, else the real figure and a kind word on which way it was off.
 */
export function describeGuess(index: GuessIndex, guess: number): string {
  const target = DESCRIPTIVE_NORM_TARGETS[index];
  const figures = `You guessed ${guess} — the real figure is ${REAL_FIGURE_TEXT[index]}.`;
  if (guess === target) return `Spot on! ${figures}`;
  if (descriptiveNormStatus(guess, target) === 1) return `Close! ${figures}`;
  const off = OFF_TEXT[index];
  return `${figures} ${guess > target ? off.higher : off.lower}`;
}
