/** Core's modules that only the staff area uses (see critical-path.mjs). */
export const STAFF_ONLY_CORE_MODULES: readonly string[];
