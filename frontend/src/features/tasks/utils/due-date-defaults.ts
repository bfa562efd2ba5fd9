/** Spec section 9: a due date without a time means noon. */
export const DEFAULT_DUE_TIME = '12:00';
