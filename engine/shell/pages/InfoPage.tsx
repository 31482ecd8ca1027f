/** A plain information page: icon, title, text and actions, centred in the content area. */
import { NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useEffect, type ReactNode } from 'react';

export function InfoPage({
  icon,
  title,
  children,
  action,
}: {
  icon: IconName;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Portal RH`;
  }, [title]);
  return (
    <div className="prh-info-page">
      {/* The heading goes in the description: NonIdealState wraps `title` in an <h4>, and an <h1> may not nest there. */}
      <NonIdealState
        icon={icon}
        description={
          <>
            <h1 className="prh-info-title" tabIndex={-1}>
              {title}
            </h1>
            <div className="prh-info-text">{children}</div>
          </>
        }
        action={action as never}
      />
    </div>
  );
}
