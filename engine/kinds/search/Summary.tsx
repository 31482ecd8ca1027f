/**
 * The summary line of a search screen (`summary`): one object from its endpoint, shown as the
 * screen's text with `{field}` placeholders ('Avisos ativos no momento: 3'). Reloaded whenever the
 * results are (`version`); quiet while loading, and silent on failure (the results say enough).
 */
import { Callout } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useParams } from 'react-router-dom';
import { useDataProvider } from '../../data.tsx';
import { fillText } from '../../placeholders.ts';
import type { SearchScreenDoc } from '../../screens/types.ts';
import { useDetailScreen } from '../detail/useDetailScreen.ts';

export function Summary({ summary }: { summary: NonNullable<SearchScreenDoc['summary']> }) {
  const route = useParams();
  const { state } = useDetailScreen({ endpoint: summary.endpoint, params: summary.params }, route, useDataProvider());
  if (!state.data) return null;
  return (
    <Callout className="prh-summary" icon={(summary.icon ?? 'info-sign') as IconName} compact role="status">
      {fillText(summary.text, { record: state.data, route })}
    </Callout>
  );
}
