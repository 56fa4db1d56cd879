/** Password length bounds (NIST 800-63B style: length, no composition rules). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
