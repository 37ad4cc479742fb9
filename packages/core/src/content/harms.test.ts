import { describe, expect, it } from 'vitest';
import { BODY_PANELS, DRUGS, LIFE_IMPACT_GROUPS, RISK_LEVELS } from '../catalogue';
import { countSentences, HarmsFileSchema, HarmsTextSchema, harmsFor, type HarmsFile } from './harms';

function level(riskId: number) {
  return {
    risk_id: riskId,
    summary: 'A short summary.',
    panels: Object.fromEntries(BODY_PANELS.map((panel) => [panel, { title: panel, text: 'One sentence.' }])),
    life: Object.fromEntries(LIFE_IMPACT_GROUPS.map((group) => [group, 'One sentence.'])),
  };
}

function file(): HarmsFile {
  return {
    schemaVersion: 1,
    drugs: DRUGS.map((drug) => ({
      drug_id: drug.id,
      name: drug.name,
      tips: ['Start low.', 'Go slow.'],
      levels: RISK_LEVELS.map((risk) => level(risk.id)),
    })),
  } as HarmsFile;
}

function messages(value: unknown): string[] {
  const result = HarmsFileSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('countSentences', () => {
  it.each([
    ['One.', 1],
    ['One. Two! Three?', 3],
    ['Pills vary a lot, so start low. Wait two hours.', 2],
    ['No end', 0],
  ])('counts %j as %d', (text, count) => {
    expect(countSentences(text)).toBe(count);
  });
});

describe('HarmsTextSchema', () => {
  it.each([
    ['One. Two. Three.', true],
    ['One. Two. Three. Four.', false],
    ['Not a sentence', false],
    ['', false],
  ])('checks %j', (text, ok) => {
    expect(HarmsTextSchema.safeParse(text).success).toBe(ok);
  });
});

describe('HarmsFileSchema', () => {
  it('accepts every drug at both levels with all panels and groups', () => {
    expect(messages(file())).toEqual([]);
  });

  it('rejects a missing drug', () => {
    const value = file();
    value.drugs.splice(7, 1);
    expect(messages(value)).toEqual(['Drug 7 (Study Drugs) is missing']);
  });

  it('rejects a drug given twice', () => {
    const value = file();
    value.drugs[1] = { ...value.drugs[0]! };
    expect(messages(value)).toContain('Drug 0 is already given');
  });

  it('rejects a missing risk level and a level given twice', () => {
    const value = file();
    value.drugs[2]!.levels = [level(2), level(2)] as HarmsFile['drugs'][number]['levels'];
    expect(messages(value)).toEqual([
      'Risk level 2 is already given for this drug',
      'Risk level 4 (Substantial or Severe) is missing',
    ]);
  });

  it('rejects a missing body panel and a missing life-impact group', () => {
    const value = file();
    const first = value.drugs[3]!.levels[1]!;
    delete first.panels.eyes;
    delete first.life.academic;
    expect(messages(value)).toEqual([
      'The body panel "eyes" is missing',
      'The life-impact group "academic" is missing',
    ]);
  });

  it.each<[string, (value: HarmsFile) => void]>([
    ['an unknown panel', (value) => Object.assign(value.drugs[0]!.levels[0]!.panels, { tail: { title: 'x', text: 'y.' } })],
    ['an unknown drug id', (value) => Object.assign(value.drugs[0]!, { drug_id: 8 })],
    ['an unknown risk level', (value) => Object.assign(value.drugs[0]!.levels[0]!, { risk_id: 3 })],
    ['one tip', (value) => Object.assign(value.drugs[0]!, { tips: ['Only one.'] })],
    ['an unknown key', (value) => Object.assign(value.drugs[0]!, { colour: 'red' })],
  ])('rejects %s', (_, change) => {
    const value = file();
    change(value);
    expect(messages(value).length).toBeGreaterThan(0);
  });
});

describe('harmsFor', () => {
  it('returns the panels, groups and tips of a drug at a level', () => {
    const harms = harmsFor(file(), 2, 4);
    expect(harms).toMatchObject({ drug_id: 2, name: 'Cocaine', risk_id: 4, tips: ['Start low.', 'Go slow.'] });
    expect(Object.keys(harms.panels)).toEqual([...BODY_PANELS]);
    expect(Object.keys(harms.life)).toEqual([...LIFE_IMPACT_GROUPS]);
  });

  it.each([
    ['a missing drug', (value: HarmsFile) => value.drugs.splice(0, 1)],
    ['a missing level', (value: HarmsFile) => value.drugs[0]!.levels.splice(1, 1)],
  ])('throws a RangeError for %s', (_, change) => {
    const value = file();
    change(value);
    expect(() => harmsFor(value, 0, 4)).toThrow(RangeError);
  });
});
