/**
 * The answer half of the catalogue's contract, enforced in every gateway test: each envelope the
 * router sends to any test (startTestApp passes `answerCheck`) is checked against its endpoint's
 * answer schema with closed records (schemas/answer-schema.ts); a mismatch is recorded here and
 * fails the test that received it (gateway/testing/contract.setup.ts, an afterEach of every file).
 */
import { AnswerChecker } from '../../schemas/answer-validator.ts';
import type { AnswerCheck } from '../routes/catalogue.ts';

const checker = new AnswerChecker({ closed: true });
const violations: string[] = [];

export const checkAnswer: AnswerCheck = (ep, body) => {
  for (const m of checker.check(ep, body)) violations.push(`${ep.name} ${m.pointer}: ${m.message}`);
};

/** The violations recorded since the last call, emptied. */
export function takeViolations(): string[] {
  return violations.splice(0);
}
