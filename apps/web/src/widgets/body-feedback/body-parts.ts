import type { BodyPanel, LifeImpactGroup } from '@clearpath/core';

/**
 * What each body panel is called on its button, and where its hotspot sits on the figure
 * (`x`, `y` in the figure's 200 × 400 viewBox). Hotspots are at least 28 units apart so the
 * 28 px buttons never overlap at the figure's drawn size.
 */
export const BODY_PARTS: Record<BodyPanel, { label: string; x: number; y: number }> = {
  brain: { label: 'Brain', x: 100, y: 28 },
  eyes: { label: 'Eyes', x: 82, y: 52 },
  hearing: { label: 'Ears and hearing', x: 140, y: 56 },
  nose: { label: 'Nose', x: 112, y: 72 },
  mouth: { label: 'Mouth and throat', x: 86, y: 88 },
  lungs: { label: 'Lungs', x: 80, y: 140 },
  heart: { label: 'Heart', x: 118, y: 140 },
  stomach: { label: 'Stomach', x: 98, y: 180 },
  organs: { label: 'Liver, kidneys and other organs', x: 128, y: 206 },
  'reproductive health': { label: 'Sex and reproductive health', x: 100, y: 240 },
  touch: { label: 'Skin and touch', x: 26, y: 250 },
  movement: { label: 'Muscles and movement', x: 122, y: 322 },
};

/** The headings of the life-impact cards. */
export const LIFE_GROUP_TITLES: Record<LifeImpactGroup, string> = {
  social: 'Your social life',
  academic: 'Your studies',
  wellbeing: 'How you feel',
};
