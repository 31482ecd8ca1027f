/** The keyboard journey over every screen, part 2 (tests/e2e/teclado/suite.ts). */
import { jornadaPorTeclado } from './teclado/suite.ts';

jornadaPorTeclado(2);
