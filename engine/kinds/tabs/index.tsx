/**
 * The `tabs` kind: a screen made of other screens (by id), each drawn by its own kind inside a
 * tab; only the open tab is rendered, so a tab's kind and data load when it is opened. The keys
 * of the tab list (←/→, Home/End, Enter/Space) are engine/components/Tabs.tsx's.
 */
import { Carregando } from '../../components/Carregando.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { Suspense } from 'react';
import type { ScreenKindProps } from '../../screens/types.ts';
import { useScreenKinds } from '../../registry/screenKinds.ts';
import { UnknownEntry } from '../../registry/UnknownEntry.tsx';
import { SCREENS, useScreenDoc } from '../../screens/catalogue.ts';
import type { TabsScreenDoc } from '../../screens/types.ts';

function Body({ id }: { id: string }) {
  const screen = useScreenDoc(id);
  const screenKinds = useScreenKinds();
  if (!screen) return <Carregando />;
  const Kind = screenKinds.get(screen.kind)!;
  return <Kind screen={screen} />;
}

function Inner({ id }: { id: string }) {
  const meta = SCREENS.find((s) => s.id === id);
  const screenKinds = useScreenKinds();
  if (!meta || !screenKinds.get(meta.kind)) return <UnknownEntry kind="tela" name={id} />;
  return (
    <Suspense fallback={<Carregando />}>
      <Body id={id} />
    </Suspense>
  );
}

export default function TabsKind({ screen }: ScreenKindProps) {
  const doc = screen as TabsScreenDoc;
  return (
    <Tabs
      id={`${doc.id}-abas`}
      entries={doc.tabs.map((t) => ({ id: t.screen, title: t.title, panel: <Inner id={t.screen} /> }))}
    />
  );
}
