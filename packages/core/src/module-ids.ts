/** Module ids in dashboard order (docs/product.md §2). */
export const MODULE_IDS = ['1', '2', '3', '2C', '4', '5', '5A', 'Review', '4A'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];
/** Modules made of numbered pages (`{module}-{step}`); Review is a single page. */
export type ContentModuleId = Exclude<ModuleId, 'Review'>;
