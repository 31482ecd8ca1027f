/**
 * The `tabs` kind: a screen made of other screens (by id), each drawn by its own kind inside a
 * tab; only the open tab is rendered, so a tab's kind and data load when it is opened.
 */
import { NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { Suspense } from 'react';
import type { ScreenKindProps } from '../../registry/screenKinds.ts';
import { screenKinds } from '../../registry/screenKinds.ts';
import { UnknownEntry } from '../../registry/UnknownEntry.tsx';
import { SCREENS } from '../../screens/catalogue.ts';
import type { TabsScreenDoc } from '../../screens/types.ts';

function Inner({ id }: { id: string }) {
  const screen = SCREENS.find((s) => s.id === id);
  const Kind = screen && screenKinds.get(screen.kind);
  if (!screen || !Kind) return <UnknownEntry kind="tela" name={id} />;
  return (
    <Suspense fallback={<NonIdealState icon={<Spinner size={40} aria-label="Carregando" />} title="Carregando…" />}>
      <Kind screen={screen} />
    </Suspense>
  );
}

export default function TabsKind({ screen }: ScreenKindProps) {
  const doc = screen as TabsScreenDoc;
  return (
    <Tabs id={`${doc.id}-abas`} renderActiveTabPanelOnly>
      {doc.tabs.map((t) => (
        <Tab key={t.screen} id={t.screen} title={t.title} panel={<Inner id={t.screen} />} />
      ))}
    </Tabs>
  );
}
