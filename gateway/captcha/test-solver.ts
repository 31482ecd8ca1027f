/**
 * TEST ONLY: `GET /__test__/captcha/:id` answers the solution of a captcha issued by this app.
 * Registered only when createApp gets `captchaSolver: true` (tests/e2e/global-setup.ts); the
 * production entry (`gateway/server.ts`, `npm start`) never sets it, so no deployed server can
 * reveal an answer.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.ts';
import { enableTestSolver, testAnswer } from './captcha.ts';

export function registerCaptchaTestSolver(app: FastifyInstance, db: Db): void {
  enableTestSolver(db);
  app.get<{ Params: { id: string } }>('/__test__/captcha/:id', async (req, reply) => {
    const resposta = testAnswer(db, req.params.id);
    if (resposta === undefined) return reply.code(404).send({ erro: 'captcha desconhecido' });
    return reply.header('cache-control', 'no-store').send({ resposta });
  });
}
