/** A configuration the server refuses to start with; its message names the variable and the fix. */
export class ConfigError extends Error {}
