/** The longest note staff can add to a person, in characters (the form, its schema and the textarea). */
export const NOTE_MAX = 5_000;
