/** The build-time validators module (scripts/vite/precompiled-validators.ts). */
declare module 'virtual:prh-validators' {
  export const PRECOMPILED: Record<string, Record<string, unknown>>;
}
