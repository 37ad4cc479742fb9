import { z } from 'zod';
import {
  BODY_PANELS,
  DRUGS,
  DrugIdSchema,
  LIFE_IMPACT_GROUPS,
  RISK_LEVELS,
  type DrugId,
  type RiskLevelId,
} from '../catalogue';
import { LineTextSchema, SchemaVersionSchema, reportRepeatedKeys } from './common';

export type BodyPanel = (typeof BODY_PANELS)[number];
export type LifeImpactGroup = (typeof LIFE_IMPACT_GROUPS)[number];

/** The most sentences one harms text may have: short enough to read on a phone. */
export const MAX_HARMS_SENTENCES = 3;

/** The sentences of a text: each ends with `.`, `!` or `?` before a space or the end. */
export function countSentences(text: string): number {
  return text.trim().split(/(?<=[.!?])\s+/).filter((part) => /[.!?]$/.test(part)).length;
}

/** A plain-language text of one to three whole sentences. */
export const HarmsTextSchema = z
  .string()
  .trim()
  .min(1)
  .max(600)
  .refine((text) => /[.!?]$/.test(text), 'Must end with a full stop, ! or ?')
  .refine(
    (text) => countSentences(text) <= MAX_HARMS_SENTENCES,
    `Must be 1 to ${MAX_HARMS_SENTENCES} sentences`,
  );

const PanelSchema = z.strictObject({ title: LineTextSchema, text: HarmsTextSchema });
export type HarmsPanel = z.infer<typeof PanelSchema>;

const RiskIdSchema = z.literal(RISK_LEVELS.map((level) => level.id));

const LevelSchema = z.strictObject({
  risk_id: RiskIdSchema,
  /** One or two sentences that open the feedback for this drug and level. */
  summary: HarmsTextSchema,
  panels: z.partialRecord(z.enum(BODY_PANELS), PanelSchema),
  life: z.partialRecord(z.enum(LIFE_IMPACT_GROUPS), HarmsTextSchema),
});

const DrugHarmsSchema = z.strictObject({
  drug_id: DrugIdSchema,
  /** The name students read (`Ecstasy (MDMA)`). */
  name: LineTextSchema,
  /** Harm-reduction tips for anyone who uses this drug, whatever the level. */
  tips: z.array(HarmsTextSchema).min(2).max(8),
  levels: z.array(LevelSchema).min(1).max(RISK_LEVELS.length),
});

type Context = z.RefinementCtx;

function checkLevel(
  level: z.infer<typeof LevelSchema>,
  path: PropertyKey[],
  context: Context,
): void {
  for (const panel of BODY_PANELS) {
    if (!level.panels[panel]) {
      context.addIssue({
        code: 'custom',
        path: [...path, 'panels'],
        message: `The body panel "${panel}" is missing`,
      });
    }
  }
  for (const group of LIFE_IMPACT_GROUPS) {
    if (!level.life[group]) {
      context.addIssue({
        code: 'custom',
        path: [...path, 'life'],
        message: `The life-impact group "${group}" is missing`,
      });
    }
  }
}

function checkDrug(drug: z.infer<typeof DrugHarmsSchema>, index: number, context: Context): void {
  const seen = new Set<RiskLevelId>();
  drug.levels.forEach((level, levelIndex) => {
    const path = ['drugs', index, 'levels', levelIndex];
    if (seen.has(level.risk_id)) {
      context.addIssue({
        code: 'custom',
        path: [...path, 'risk_id'],
        message: `Risk level ${level.risk_id} is already given for this drug`,
      });
    }
    seen.add(level.risk_id);
    checkLevel(level, path, context);
  });
  for (const { id, label } of RISK_LEVELS) {
    if (!seen.has(id)) {
      context.addIssue({
        code: 'custom',
        path: ['drugs', index, 'levels'],
        message: `Risk level ${id} (${label}) is missing`,
      });
    }
  }
}

/**
 * `content/harms.yaml`: the body feedback of docs/product.md §3. Every drug (0–7) has both risk
 * levels (2 Low or Moderate, 4 Substantial or Severe), each with all twelve body panels
 * and the three life-impact groups, and a few harm-reduction tips.
 */
export const HarmsFileSchema = z
  .strictObject({
    schemaVersion: SchemaVersionSchema,
    drugs: z.array(DrugHarmsSchema).min(1).max(DRUGS.length),
  })
  .superRefine((file, context) => {
    const seen = reportRepeatedKeys(
      file.drugs,
      { list: 'drugs', field: 'drug_id' },
      (drug) => drug.drug_id,
      (id) => `Drug ${id} is already given`,
      context,
    );
    file.drugs.forEach((drug, index) => checkDrug(drug, index, context));
    for (const { id, name } of DRUGS) {
      if (!seen.has(id)) {
        context.addIssue({
          code: 'custom',
          path: ['drugs'],
          message: `Drug ${id} (${name}) is missing`,
        });
      }
    }
  });
export type HarmsFile = z.infer<typeof HarmsFileSchema>;

/** The harms feedback of one drug at one risk level: complete, as the schema guarantees. */
export type DrugHarms = {
  drug_id: DrugId;
  name: string;
  risk_id: RiskLevelId;
  summary: string;
  panels: Record<BodyPanel, HarmsPanel>;
  life: Record<LifeImpactGroup, string>;
  tips: string[];
};

/**
 * The feedback for a drug and risk level from a file that passed {@link HarmsFileSchema}.
 * Throws a RangeError when the file lacks them (one that did not pass the schema).
 */
export function harmsFor(file: HarmsFile, drugId: DrugId, riskId: RiskLevelId): DrugHarms {
  const drug = file.drugs.find((entry) => entry.drug_id === drugId);
  const level = drug?.levels.find((entry) => entry.risk_id === riskId);
  if (!drug || !level) {
    throw new RangeError(`No harms for drug ${drugId} at risk level ${riskId}`);
  }
  return {
    drug_id: drug.drug_id,
    name: drug.name,
    risk_id: level.risk_id,
    summary: level.summary,
    panels: level.panels as Record<BodyPanel, HarmsPanel>,
    life: level.life as Record<LifeImpactGroup, string>,
    tips: drug.tips,
  };
}
