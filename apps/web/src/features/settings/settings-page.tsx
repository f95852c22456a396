import { DEFAULT_APP_VERSION } from '@hairhue/contracts/constants';
import { Screen } from '@/components/screen';
import { useSubscription } from '@/lib/subscription';
import { GoPremiumRow } from './go-premium-row';
import { RestorePurchasesRow } from './restore-purchases-row';
import { SETTINGS_SECTIONS } from './settings-links';
import { SettingsRow } from './settings-row';

export function SettingsPage() {
  const { status, isLoading } = useSubscription();
  return (
    <Screen withTabBar className="gap-6">
      <h1 className="pt-6 text-[28px] font-bold tracking-tight">Settings</h1>
      {/* Waits for the status so subscribers never see the upgrade row flash by. */}
      {!isLoading && !status.isActive ? <GoPremiumRow /> : null}
      <section aria-labelledby="settings-subscription">
        <h2
          id="settings-subscription"
          className="mb-2 px-1 text-xs font-semibold tracking-wider text-ink-faint uppercase"
        >
          Subscription
        </h2>
        <div className="overflow-hidden rounded-card border border-line bg-surface shadow-card">
          <RestorePurchasesRow />
        </div>
      </section>
      {SETTINGS_SECTIONS.map((section) => (
        <section key={section.title} aria-labelledby={`settings-${section.title}`}>
          <h2
            id={`settings-${section.title}`}
            className="mb-2 px-1 text-xs font-semibold tracking-wider text-ink-faint uppercase"
          >
            {section.title}
          </h2>
          <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card">
            {section.links.map((link) => (
              <li key={link.label}>
                <SettingsRow link={link} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="mt-auto pt-4 text-center text-sm text-ink-soft">Version {DEFAULT_APP_VERSION}</p>
    </Screen>
  );
}
