/**
 * Beside a Chinese field the team left empty (issue 40 §3: the editor shows which fields still
 * lack a Chinese version): the Chinese page shows her English there.
 */
export const CHINESE_EMPTY_HINT = "Empty: the Chinese page shows the English.";
