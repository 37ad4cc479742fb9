/** Where 2C-9 keeps the people on the student's side (a statement-list). */
export const SUPPORTERS_AT = { page: '2C-9', dataId: 'supporters' } as const;
