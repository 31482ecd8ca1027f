/** Types of shifted-clock.mjs (plain JavaScript so `node --import` loads it without tsx). */
export declare function clockOffsetMs(env?: NodeJS.ProcessEnv): number | null;
export function shift(offset: number): void;
