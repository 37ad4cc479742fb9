import { z } from 'zod';
import { DASHBOARD_MODULES, ModuleIdSchema } from '../modules';
import { moduleOfPage } from '../page-id';
import { PageIdSchema } from '../page-id-schema';
import {
  AssetPathSchema,
  contrastRatio,
  HexColorSchema,
  LineTextSchema,
  MIN_TEXT_CONTRAST,
  ProseSchema,
  SchemaVersionSchema,
} from './common';

/**
 * `content/modules/<module>/module.yaml`: the module's dashboard card and entry-page facts.
 * The title is core's (DASHBOARD_MODULES), `first` is the module's entry page, `first` and
 * `last` are pages of the module, and the colour reaches 4.5:1 on white.
 */
export const ModuleMetaSchema = z
  .strictObject({
    schemaVersion: SchemaVersionSchema,
    id: ModuleIdSchema,
    title: LineTextSchema,
    color: HexColorSchema.pipe(
      z
        .string()
        .refine(
          (color) => contrastRatio(color, '#ffffff') >= MIN_TEXT_CONTRAST,
          `Must reach ${MIN_TEXT_CONTRAST}:1 contrast on white`,
        ),
    ),
    image: AssetPathSchema.optional(),
    summary: ProseSchema.max(400),
    minutes: z.int().min(1).max(120),
    outcomes: z.array(LineTextSchema).min(1).max(10),
    first: PageIdSchema,
    last: PageIdSchema,
  })
  .superRefine((meta, context) => {
    const known = DASHBOARD_MODULES.find((module) => module.id === meta.id);
    if (known && meta.title !== known.title) {
      context.addIssue({
        code: 'custom',
        path: ['title'],
        message: `Must be "${known.title}", the title of module ${meta.id}`,
      });
    }
    if (known && meta.first !== known.entryPage) {
      context.addIssue({
        code: 'custom',
        path: ['first'],
        message: `Must be ${known.entryPage}, the entry page of module ${meta.id}`,
      });
    }
    if (moduleOfPage(meta.last) !== meta.id) {
      context.addIssue({
        code: 'custom',
        path: ['last'],
        message: `Must be a page of module ${meta.id}`,
      });
    }
  });
export type ModuleMeta = z.infer<typeof ModuleMetaSchema>;
