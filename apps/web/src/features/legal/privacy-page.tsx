import { PRIVACY_LEAD, PRIVACY_TITLE, PRIVACY_UPDATED, privacyPolicy } from '@hairhue/catalogue/legal';
import { usePrivacyFacts } from '@/api/privacy-facts';
import { Spinner } from '@/components/spinner';
import { LegalBlocks } from './legal-text';
import { LegalScreen } from './legal-screen';

/**
 * The privacy policy: the text of the public /privacy page (catalogue/legal), inside the app. It states how
 * long this server keeps photos and who else handles them, so it waits for the server's facts rather than
 * guess them.
 */
export function PrivacyPage() {
  const facts = usePrivacyFacts();
  return (
    <LegalScreen title={PRIVACY_TITLE} updated={PRIVACY_UPDATED} lead={PRIVACY_LEAD}>
      {facts.data ? (
        <LegalBlocks blocks={privacyPolicy(facts.data).blocks} />
      ) : facts.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-[15px] text-ink-soft">
          <p>The privacy policy could not be loaded. Check your connection and try again.</p>
          <button
            type="button"
            onClick={() => void facts.refetch()}
            className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-white"
          >
            Try again
          </button>
        </div>
      ) : (
        <div className="flex items-center gap-2 text-[15px] text-ink-soft">
          <Spinner /> Loading...
        </div>
      )}
    </LegalScreen>
  );
}
