/** Where 2C-9 keeps the people on the student's side (a statement-list). */
export const SUPPORTERS_AT = { page: '2C-9', dataId: 'supporters' } as const;

/**
 * Where My Plan's 5-3 keeps the safer-use habits the student will keep (a grid-selection). The
 * profile's `hr_practices` keeps the first list given (My Support's 2C-3, for a student who did
 * it), as every first-given profile value; the plan's later choice lives on its page.
 */
export const PRACTICES_AT = { page: '5-3', dataId: 'hr-keep' } as const;
