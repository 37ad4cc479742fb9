import { z } from 'zod';
import { isPageId } from './page-id';

/** A page id string, validated with `parsePageId` (page-id.ts, which stays free of zod). */
export const PageIdSchema = z.string().max(16).refine(isPageId, { message: 'Not a page id' });
