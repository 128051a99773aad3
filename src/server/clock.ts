/** The time every rule reads; tests pass a fixed one so expiries and deadlines can be reached on purpose. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
