/** The meta-schema validator compiled at build time (scripts/vite/screen-validator.ts). */
declare module 'virtual:prh-screen-validator' {
  import type { Validator } from '../../../core/screen-check/check-core.ts';
  export const validateScreen: Validator;
}
