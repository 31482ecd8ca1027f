/** Every handler of the gateway, by catalogue endpoint name (one module per resource family). */
import type { Handler } from '../types.ts';
import { admissoesHandlers } from './admissoes.ts';

export const HANDLERS: Record<string, Handler> = {
  ...admissoesHandlers,
};
