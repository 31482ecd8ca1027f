import { Spinner } from '@blueprintjs/core';
import { PageState } from './PageState.tsx';

/** The loading state of a screen or tab while its document or its kind is being loaded. */
export const Carregando = () => <PageState icon={<Spinner size={40} aria-label="Carregando" />} text="Carregando…" />;
