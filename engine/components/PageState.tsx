import { NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { JSX } from 'react';

/**
 * The state of a whole page — loading, record not found — where its content would be. Its text is
 * not a heading: NonIdealState's title is an <h4>, which right under the page's <h1> skips two
 * levels (axe best-practice `heading-order`).
 */
export function PageState({
  icon,
  text,
  action,
}: {
  icon: IconName | JSX.Element;
  text: string;
  action?: JSX.Element;
}) {
  return <NonIdealState icon={icon} description={<strong className="prh-page-state">{text}</strong>} action={action} />;
}
