/**
 * Real Belo Horizonte streets: the servants' generated addresses draw from them, and the seed
 * loads them into the CEP lookup table, so an address on a record is always one the lookup knows.
 */
export interface CepSeed {
  cep: string;
  logradouro: string;
  bairro: string;
}

export const MUNICIPIO_BH = { municipio: 'Belo Horizonte', uf: 'MG', codigoIbge: '3106200' };

export const CEPS_BH: CepSeed[] = [
  { cep: '30130000', logradouro: 'Avenida Afonso Pena', bairro: 'Centro' },
  { cep: '30140071', logradouro: 'Rua da Bahia', bairro: 'Lourdes' },
  { cep: '30112000', logradouro: 'Avenida Amazonas', bairro: 'Centro' },
  { cep: '30150240', logradouro: 'Rua Gonçalves Dias', bairro: 'Funcionários' },
  { cep: '30160011', logradouro: 'Rua dos Tupis', bairro: 'Centro' },
  { cep: '30170010', logradouro: 'Rua Espírito Santo', bairro: 'Centro' },
  { cep: '30180100', logradouro: 'Avenida Bias Fortes', bairro: 'Lourdes' },
  { cep: '30190050', logradouro: 'Rua Curitiba', bairro: 'Centro' },
  { cep: '30310000', logradouro: 'Avenida do Contorno', bairro: 'Santa Efigênia' },
  { cep: '30320010', logradouro: 'Rua Grão Mogol', bairro: 'Sion' },
  { cep: '30330000', logradouro: 'Avenida Nossa Senhora do Carmo', bairro: 'São Pedro' },
  { cep: '30350000', logradouro: 'Avenida Raja Gabaglia', bairro: 'Luxemburgo' },
  { cep: '30380000', logradouro: 'Rua Professor Morais', bairro: 'Savassi' },
  { cep: '30410000', logradouro: 'Avenida Amazonas', bairro: 'Prado' },
  { cep: '30421169', logradouro: 'Rua Platina', bairro: 'Calafate' },
  { cep: '30430000', logradouro: 'Avenida Francisco Sá', bairro: 'Gutierrez' },
  { cep: '30441000', logradouro: 'Rua Tenente Brito Melo', bairro: 'Barro Preto' },
  { cep: '30510000', logradouro: 'Avenida Tereza Cristina', bairro: 'Betânia' },
  { cep: '30530000', logradouro: 'Avenida Silva Lobo', bairro: 'Nova Suíça' },
  { cep: '30620000', logradouro: 'Avenida Sinfrônio Brochado', bairro: 'Barreiro' },
  { cep: '30710000', logradouro: 'Avenida Dom Pedro II', bairro: 'Carlos Prates' },
  { cep: '30720000', logradouro: 'Rua Padre Eustáquio', bairro: 'Padre Eustáquio' },
  { cep: '30840000', logradouro: 'Avenida Presidente Carlos Luz', bairro: 'Caiçara' },
  { cep: '31010000', logradouro: 'Rua Pouso Alegre', bairro: 'Floresta' },
  { cep: '31110000', logradouro: 'Avenida Cristiano Machado', bairro: 'Cidade Nova' },
  { cep: '31270000', logradouro: 'Avenida Antônio Carlos', bairro: 'Pampulha' },
  { cep: '31310000', logradouro: 'Avenida Otacílio Negrão de Lima', bairro: 'Pampulha' },
  { cep: '31555000', logradouro: 'Avenida Vilarinho', bairro: 'Venda Nova' },
  { cep: '31742000', logradouro: 'Rua Jacuí', bairro: 'Concórdia' },
  { cep: '31980000', logradouro: 'Avenida Risoleta Neves', bairro: 'Jardim Vitória' },
];

/** Inserts the code lists and the CEP table; idempotent (they survive `clearAll`). */
