import { z } from 'zod';

/** The `/processing/*` calls of docs/product.md §7, each answering `{ content_no }`. */
export const PROCESSING_CALLS = [
  'process_dast_score',
  'process_quiz_score',
  'process_decision_making_score',
  'process_behaviour_feedback',
  'process_behavioural_awareness',
  'process_posnegs',
  'process_confidence',
] as const;
export const ProcessingCallSchema = z.enum(PROCESSING_CALLS);
export type ProcessingCall = z.infer<typeof ProcessingCallSchema>;

/** Every processing answer: the 0-based index of the feedback item to show (docs/architecture.md §5). */
export const ProcessingResponseSchema = z.object({
  content_no: z.int().min(0).max(999),
});
export type ProcessingResponse = z.infer<typeof ProcessingResponseSchema>;

const Count = z.int().min(0).max(100);

/** `POST /processing/process_posnegs`: how many positive and negative effects were chosen. */
export const ProcessPosnegsRequestSchema = z.object({
  positives: Count,
  negatives: Count,
});
export type ProcessPosnegsRequest = z.infer<typeof ProcessPosnegsRequestSchema>;

/** A query-string integer 0–10: query values arrive as text. */
const QueryRating = z.union([
  z.int().min(0).max(10),
  z
    .string()
    .regex(/^(10|\d)$/, 'Expected an integer 0–10')
    .transform(Number),
]);

/** `GET /processing/process_confidence?willingness=N` (optional, 0–10). */
export const ProcessConfidenceQuerySchema = z.object({
  willingness: QueryRating.optional(),
});
export type ProcessConfidenceQuery = z.infer<typeof ProcessConfidenceQuerySchema>;

/** The GET processing calls take no input; extra query keys are dropped. */
export const ProcessingQuerySchema = z.object({});
