import { z } from 'zod';
import { ModuleIdSchema } from '../modules';
import { moduleOfPage } from '../page-id';
import { PageIdSchema } from '../page-id-schema';
import { LineTextSchema, SchemaVersionSchema } from './common';

/**
 * The front matter of a module page (`content/modules/<module>/<page-id>.md`). `module`
 * may be given; it must then be the module of the id. `next` defaults to step + 1 when that
 * page exists; `final` marks the page that completes the module.
 */
export const PageFrontMatterSchema = z
  .strictObject({
    schemaVersion: SchemaVersionSchema,
    id: PageIdSchema.refine((id) => id !== 'dashboard', 'The dashboard is not a content page'),
    module: ModuleIdSchema.optional(),
    title: LineTextSchema,
    next: PageIdSchema.optional(),
    final: z.boolean().optional(),
  })
  .refine((page) => page.module === undefined || page.module === moduleOfPage(page.id), {
    message: 'module must be the module of the page id',
    path: ['module'],
  });
export type PageFrontMatter = z.infer<typeof PageFrontMatterSchema>;

/** The front matter of a page outside the modules (`content/pages/end.md`). */
export const StandalonePageFrontMatterSchema = z.strictObject({
  schemaVersion: SchemaVersionSchema,
  id: z
    .string()
    .max(64)
    .regex(/^[a-z][a-z0-9-]*$/, 'Not a page slug'),
  title: LineTextSchema,
});
export type StandalonePageFrontMatter = z.infer<typeof StandalonePageFrontMatterSchema>;
