/**
 * Laughter as typed ("kkkk", "haha", "rsrs", 😂 🤣 😆), read from the raw message: normalisation collapses "kkkk" to
 * "k". The crisis reading and the violence rules and classifier read this one.
 */
export const LAUGHTER = /k{3,}|(?:ha){2,}|(?:rs){2,}|😂|🤣|😆/iu;

/** The same and 😅: the dialogue-act and urgent classifiers were trained with it, so their weights expect it. */
export const LAUGHTER_OR_NERVOUS_SMILE = /k{3,}|(?:ha){2,}|(?:rs){2,}|😂|🤣|😆|😅/iu;
