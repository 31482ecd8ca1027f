import { NonIdealState, Spinner } from '@blueprintjs/core';

/** The loading state of a screen or tab while its document or its kind is being loaded. */
export const Carregando = () => <NonIdealState icon={<Spinner size={40} aria-label="Carregando" />} title="Carregando…" />;
