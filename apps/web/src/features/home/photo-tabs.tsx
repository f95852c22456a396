import * as Tabs from '@radix-ui/react-tabs';
import { useDemoPhotos } from '@/api/demo-photos';
import { useTryOns } from '@/api/try-ons';
import { DemoPhotos } from './demo-photos';
import { useHomeTab, type HomeTab } from './home-tab';
import { RecentTryOns } from './recent-try-ons';

const TAB_LABELS: Record<HomeTab, string> = { recent: 'Recent', demo: 'Demo' };

/** Recent / Demo, remembered across visits (SPEC §2). */
export function PhotoTabs({ onAddPhoto }: { onAddPhoto: () => void }) {
  const tryOns = useTryOns();
  const demos = useDemoPhotos();
  // A failed list counts as "no try-ons": Demo is the useful default then.
  const hasTryOns = tryOns.isPending ? undefined : (tryOns.data?.length ?? 0) > 0;
  const [tab, chooseTab] = useHomeTab(hasTryOns);

  if (tab === null) return <TabsSkeleton />;
  return (
    <Tabs.Root value={tab} onValueChange={(value) => chooseTab(value as HomeTab)}>
      <Tabs.List aria-label="Photos" className="grid grid-cols-2 rounded-full bg-line/70 p-1">
        {(['recent', 'demo'] as const).map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="min-h-10 rounded-full text-sm font-semibold text-ink-soft transition data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-card"
          >
            {TAB_LABELS[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="recent" className="mt-4 outline-none">
        {tryOns.isPending ? (
          <ThumbsSkeleton />
        ) : (
          <RecentTryOns tryOns={tryOns.data ?? []} onAddPhoto={onAddPhoto} />
        )}
      </Tabs.Content>
      <Tabs.Content value="demo" className="mt-4 outline-none">
        {demos.data ? <DemoPhotos demos={demos.data} /> : <ThumbsSkeleton />}
      </Tabs.Content>
    </Tabs.Root>
  );
}

function ThumbsSkeleton() {
  return (
    <div className="grid grid-cols-3 gap-2.5" aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <div key={key} className="aspect-[3/4] animate-pulse rounded-2xl bg-line/70" />
      ))}
    </div>
  );
}

function TabsSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="h-12 animate-pulse rounded-full bg-line/70" />
      <div className="mt-4">
        <ThumbsSkeleton />
      </div>
    </div>
  );
}
